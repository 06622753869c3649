import type { PromptSection } from '../../../schema/prompt';
import { emptyInverse } from '../../inverse';
import type { Random } from '../../random';
import type { VariantKind } from '../../types';

// Titles that say the same thing, for the sample harnesses' titles and common English ones
// (keys lower case); any other title gets a neutral wrapper that adds no meaning.
const SYNONYMS: Record<string, readonly string[]> = {
  角色: ['身份', '人设', '你的身份'],
  说话风格: ['表达方式', '语言风格', '说话方式'],
  必须遵守的规则: ['规则', '硬性要求', '务必遵守'],
  规则: ['必须遵守的规则', '要求', '守则'],
  当前讲解的商品: ['正在讲的商品', '当前商品', '在播商品'],
  商品: ['当前商品', '商品信息'],
  正在进行的活动: ['当前活动', '进行中的优惠', '活动信息'],
  优惠: ['优惠活动', '当前优惠', '活动'],
  正在提问的观众: ['提问的观众', '当前观众', '观众信息'],
  店铺与禁区: ['店铺和禁聊话题', '店铺信息与禁区', '店铺与不聊的话题'],
  role: ['Persona', 'Who you are', 'Identity'],
  style: ['Tone', 'Voice', 'How to speak'],
  rules: ['Guidelines', 'Requirements', 'Must follow'],
  product: ['Current product', 'Item on screen'],
  promotions: ['Offers', 'Deals', 'Active promotions'],
  offers: ['Promotions', 'Deals'],
  viewer: ['Asking viewer', 'Audience member'],
  shop: ['Store', 'Shop info'],
};

const HAN = /\p{Script=Han}/u;
const NEUTRAL = {
  han: [(t: string) => `关于${t}`, (t: string) => `「${t}」`],
  other: [(t: string) => `About ${t}`, (t: string) => `On ${t}`],
};
const MAX_TITLE = 200; // promptSectionSchema's limit

/** Candidates in seeded order: synonyms first, then the neutral wrappers. */
function candidates(title: string, random: Random): string[] {
  const trimmed = title.trim();
  const lower = /^\p{Ll}/u.test(trimmed);
  const synonyms = (SYNONYMS[trimmed.toLowerCase()] ?? []).map((s) =>
    lower ? s.charAt(0).toLowerCase() + s.slice(1) : s,
  );
  const neutral = (HAN.test(trimmed) ? NEUTRAL.han : NEUTRAL.other).map((f) => f(trimmed));
  return [...random.shuffle(synonyms), ...random.shuffle(neutral)];
}

/**
 * Gives every titled section an equivalent title. Untitled sections stay untitled (a new
 * heading would be a change of structure), and no two sections end up with one title.
 */
export const retitleSections: VariantKind = {
  id: 'retitle-sections',
  family: 'prompt-structure',
  summary: 'Re-title prompt sections with equivalent titles',
  touches: ['prompt'],
  apply(doc, random) {
    const taken = new Set(doc.prompt.sections.map((s) => s.title));
    const renamed: string[] = [];
    const sections = doc.prompt.sections.map((section): PromptSection => {
      if (section.title.trim() === '') return section;
      const title = candidates(section.title, random).find(
        (t) => t.length <= MAX_TITLE && !taken.has(t),
      );
      if (title === undefined) return section;
      taken.add(title);
      renamed.push(`${section.title} -> ${title}`);
      return { ...section, title };
    });
    if (renamed.length === 0) return { document: doc, inverse: emptyInverse(), description: '' };
    return {
      document: { ...doc, prompt: { ...doc.prompt, sections } },
      inverse: emptyInverse(),
      description: `Prompt sections re-titled (${renamed.join('; ')}).`,
    };
  },
};
