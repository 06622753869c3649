import type { HarnessDocumentInput } from '../schema/document';
import { samplePrompt } from './prompt';
import { sampleSkills } from './skills';
import { sampleTools } from './tools';
import { sampleHooks } from './hooks';
import { samplePreferences } from './preferences';
import { samplePromotions } from './promotions';
import { sampleGuards } from './guards';

export { sampleContexts } from './contexts';

/** Advertising-Law absolute words a live host must not say. */
export const ABSOLUTE_WORDS = [
  '最好',
  '第一',
  '顶级',
  '国家级',
  '绝对',
  '100%',
  '万能',
  '最低价',
  '全网最低',
  '最佳',
  '首选',
];

/** A tea shop's double-12 live stream: the harness new users start from and tests lean on. */
export const sampleHarness: HarnessDocumentInput = {
  schemaVersion: 2,
  name: '山岚茶舍·双十二直播间',
  description: '山岚茶舍官方旗舰店的数字人主播：讲茶、答疑、发券、应对价格异议，全程合规。',
  settings: {
    skillDisclosure: 'inline',
    maxSteps: 6,
    timeZone: 'Asia/Shanghai',
    bannedWords: ABSOLUTE_WORDS,
    passThreshold: 0.95,
    // Each checked sentence is spoken as soon as it is written; a blocked reply ends politely.
    sentence: { maxChars: 60, blockedEnding: '这个小岚再确认一下，稍后告诉你哦！' },
    // The viewer and promotions (which depend on the viewer) go after the system message,
    // so the system text and the tools stay one prefix the inference server reuses.
    promptLayout: 'cache-friendly',
    // Absolute words softened, prices checked against the room, forbidden topics and length:
    // the built-in guards, on every sentence before it is spoken.
    guards: sampleGuards,
  },
  model: {
    endpoint: 'default',
    temperature: 0.6,
    topP: 0.9,
    maxTokens: 256,
    toolChoice: 'auto',
    parallelToolCalls: true,
  },
  prompt: samplePrompt,
  skills: sampleSkills,
  tools: sampleTools,
  hooks: sampleHooks,
  preferences: samplePreferences,
  promotions: samplePromotions,
};
