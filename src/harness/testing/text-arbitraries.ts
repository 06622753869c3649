import fc from 'fast-check';
import { USE_SKILL_TOOL_NAME } from '../compile/skills';
import { PROVIDED_VARIABLES } from '../schema/live-context';

/**
 * Words for generated text. None contains a banned word below (validation warns when a
 * prompt says one), and "/", "~", quotes and an emoji exercise JSON pointers and escaping.
 */
const WORDS = [
  '丝绸',
  '枕套',
  '主播',
  '欢迎',
  '今晚',
  '下单',
  '包邮',
  '春茶',
  '礼盒',
  'silk',
  'pillow',
  'gift',
  'fresh',
  'cotton',
  'a/b',
  'x~y',
  '"quoted"',
  "it's",
  '🎁',
  'back\\slash',
];

/** Advertising-Law style absolute words; disjoint from WORDS. */
export const BANNED_WORDS = ['最好', '第一', '顶级', '国家级', 'best ever', 'No.1'];

export const TIERS = ['gold', 'silver', 'vip'];

export const word = fc.constantFrom(...WORDS);

/** One line of 1-`max` words. */
export const line = (max = 6): fc.Arbitrary<string> =>
  fc.array(word, { minLength: 1, maxLength: max }).map((ws) => ws.join(' '));

/** Several lines, so multi-line diffs and trimming are exercised. */
export const paragraph: fc.Arbitrary<string> = fc
  .array(line(8), { minLength: 1, maxLength: 4 })
  .map((ls) => ls.join('\n'));

/** A prompt body: words and `{{variables}}` from PROVIDED_VARIABLES only. */
export const promptBody: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      line(5),
      fc.constantFrom(...PROVIDED_VARIABLES).map((v) => `{{${v}}}`),
    ),
    {
      minLength: 1,
      maxLength: 8,
    },
  )
  .chain((parts) => fc.constantFrom(' ', '\n').map((sep) => parts.join(sep)));

const segment = fc.stringMatching(/^[a-z0-9]{1,8}$/);

/** Matches ENTITY_ID_PATTERN (and SKILL_ID_PATTERN). */
export const entityId: fc.Arbitrary<string> = fc
  .array(segment, { minLength: 1, maxLength: 3 })
  .map((s) => s.join('-'));

/** Matches TOOL_NAME_PATTERN; never the built-in `use_skill`. */
export const toolName: fc.Arbitrary<string> = fc
  .stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,20}$/)
  .filter((n) => n !== USE_SKILL_TOOL_NAME);

export const propertyName: fc.Arbitrary<string> = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,15}$/);

/** A money amount in cents precision, never -0. */
export const money = (min: number, max: number): fc.Arbitrary<number> =>
  fc.integer({ min: min * 2, max: max * 2 }).map((n) => n / 2);
