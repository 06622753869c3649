import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectationSchema, hookSchema } from '../../../src/harness';
import { checkExpectation } from '../../../src/harness/evaluation/check-expectation';
import { ABSOLUTE_WORDS, sampleHarness } from '../../../src/harness/sample';
import { sentenceHooks } from '../../../src/harness/testing/hooked-sample';
import { guardSettingsSchema } from '../../../src/harness/guards/guard-settings';
import { checkWords } from '../../../src/harness/guards/word-guard';
import { ORDINARY_PHRASES } from '../../../src/harness/sample/hook-sources';
import { envFor, turn } from '../../../src/harness/evaluation/test-support';
import { runHooks } from './run-hooks';
import { SandboxPool } from './sandbox-pool';

let sandbox: SandboxPool;
beforeAll(async () => {
  sandbox = new SandboxPool({ size: 1 });
  await sandbox.whenReady();
});
afterAll(() => sandbox.close());

const words = [...ABSOLUTE_WORDS, 'No.1', 'NO1', '第1', 'best', 'デラックス'];
const filter = hookSchema.parse({
  ...sentenceHooks.find((h) => h.id === 'absolute-word-filter')!,
  timeoutMs: 2_000,
});
const guard = guardSettingsSchema.parse(sampleHarness.settings!.guards).words;

/** The sample's words guard on a sentence: what is heard after `said`. */
function guarded(sentence: string, said = ''): string {
  const d = checkWords(sentence, said, guard, words);
  return said + (d.action === 'replace' ? d.sentence : sentence);
}
const compliant = expectationSchema.parse({ type: 'no_banned_words', allow: ORDINARY_PHRASES });

/** The test check's verdict on a reply: true when it finds a banned word. */
function checkFinds(reply: string): boolean {
  const env = envFor();
  env.harness.settings.bannedWords = words;
  return checkExpectation(compliant, turn({ reply }), env)?.pass === false;
}

// One table for both paths: [reply, whether it says a banned word].
const rows: [string, boolean][] = [
  ['这款茶口感很好。', false],
  ['这是最好的龙井。', true],
  ['这是最 好的龙井。', true],
  ['这是最　好的龙井（全角空格）。', true],
  ['销量ＮＯ１的茶', true],
  ['销量Ｎo.1的茶', true],
  ['销量 no 1 的茶', false],
  ['全网第１，好喝', true],
  ['全网第 1', true],
  ['排名第10的茶', false],
  ['１００％有机', true],
  ['100 % 有机', true],
  ['这是第一次喝', false],
  ['第 一 次喝，也是第一', true],
  ['The BEST tea', true],
  ['Our bestseller', false],
  ['绝\u200b对正宗', true],
  ['顶級口感', false],
  ['ｔｈｅ ＢＥＳＴ', true],
  ['首首选选的好茶', true],
  ['全网最 低价', true],
  ['ﾃﾞﾗｯｸｽ套装', true],
  ['テラックス', false],
];

/** The sample filter on one sentence in the sandbox: what it lets the viewer hear of it. */
async function spoken(sentence: string, replySoFar = '') {
  const traces: { outcome: string }[] = [];
  const result = await runHooks(
    [filter],
    'before_sentence',
    {
      event: 'before_sentence',
      message: '好喝吗',
      sentence,
      replySoFar,
      toolResults: [],
      context: {},
      preferences: {},
      bannedWords: words,
    },
    { sandbox, onTrace: (t) => traces.push(t) },
  );
  return { heard: replySoFar + result.context.sentence!, outcome: traces[0]!.outcome };
}

describe('banned words: the sample hook, the words guard and the test check agree', () => {
  it.each(rows)('%s', async (sentence, banned) => {
    expect(checkFinds(sentence)).toBe(banned);
    const { heard, outcome } = await spoken(sentence);
    expect(outcome).toBe(banned ? 'replace' : 'continue');
    // What the hook lets through passes the check.
    expect(checkFinds(heard)).toBe(false);
    // So does what the built-in words guard lets through, and it acts where the hook does.
    expect(guarded(sentence) !== sentence).toBe(banned);
    expect(checkFinds(guarded(sentence))).toBe(false);
  });

  // The same rows said as two sentences, cut at every position: what was said first cannot
  // change, and the second sentence's part of a word is left out.
  it.each(rows.filter(([, banned]) => banned))('%s, split across two sentences', async (text) => {
    for (let at = 1; at < text.length; at++) {
      const first = await spoken(text.slice(0, at));
      const second = await spoken(text.slice(at), first.heard);
      expect(checkFinds(second.heard), `${at}: ${second.heard}`).toBe(false);
      const said = guarded(text.slice(0, at));
      expect(checkFinds(guarded(text.slice(at), said)), `guard ${at}`).toBe(false);
    }
  });
});
