import type { GuardSettingsInput } from '../guards';
import { ORDINARY_PHRASES } from './hook-sources';

/** Softer words for the Advertising-Law absolute words a host reaches for most. */
export const SOFTER_WORDS: Record<string, string> = {
  全网最好: '口碑很好',
  全网最低: '很实惠',
  最低价: '实惠价',
  第一名: '前列',
  第一: '领先',
  最好: '很好',
  顶级: '优质',
  国家级: '专业',
  绝对: '真的',
  '100%': '',
  万能: '多用',
};

/**
 * The tea shop's reply guards: absolute words (settings.bannedWords) softened, left out where
 * no softer word is listed, ordinary phrases such as 第一次 kept; every price checked against
 * the room; forbidden topics and length as the shop's preferences say. A viewer asking about a
 * forbidden topic hears the deflect line without the model being asked (with no product on
 * screen it reads "咱们说回，": templates have no fallback; a live room normally shows one).
 */
export const sampleGuards: GuardSettingsInput = {
  words: {
    bannedWords: 'soften',
    allow: ORDINARY_PHRASES,
    lists: [
      {
        name: '绝对化用语的合规说法',
        words: Object.keys(SOFTER_WORDS),
        action: 'soften',
        replacements: SOFTER_WORDS,
      },
    ],
  },
  topics: { deflect: '这个话题小岚不方便聊哦。咱们说回{{product.name}}，有问题尽管问！' },
};
