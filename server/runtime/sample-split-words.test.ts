import { describe, expect, it } from 'vitest';
import { startModelRuntime } from './model-runtime-rig';
import { findBannedWords } from '../../src/harness';
import { ABSOLUTE_WORDS, sampleContexts } from '../../src/harness/sample';
import { ORDINARY_PHRASES } from '../../src/harness/sample/hook-sources';
import { text } from '../testing/model-server';
import { collector, teaShop } from './test-support';

// The promise, end to end: the sample's own banned words, each split across the
// model's deltas at every position and across two sentences, run through the runtime with
// the sample's before_sentence hooks in the sandbox, are never released to the viewer.
const context = sampleContexts[0]!.context;
const MAX = teaShop().settings.sentence!.maxChars;
const BOUND = { timeout: 180_000 };

const rig = startModelRuntime();

/** One turn with the sample: what left the runtime (the released sentences) and the events. */
async function heardOf(reply: string, chunkSize: number) {
  rig.server.enqueue(text(reply, { chunkSize }));
  const c = collector();
  const done = await rig.runtime.runTurn(
    { doc: teaShop(), conversation: [{ role: 'user', content: '介绍一下' }], context },
    { emit: c.emit },
  );
  const released = c
    .of('sentence')
    .map((s) => s.text ?? '')
    .join('');
  return { done, released, sentences: c.of('sentence') };
}

const banned = (heard: string) => findBannedWords(heard, ABSOLUTE_WORDS, ORDINARY_PHRASES);
const splits = ABSOLUTE_WORDS.flatMap((word) =>
  Array.from({ length: Array.from(word).length - 1 }, (_, i) => ({ word, at: i + 1 })),
);
const head = (word: string, at: number) => Array.from(word).slice(0, at).join('');
const tail = (word: string, at: number) => Array.from(word).slice(at).join('');

describe('the sample’s banned words through the runtime', () => {
  it('are never released, split across deltas at every position', BOUND, async () => {
    const lead = '这款龙井，';
    for (const { word, at } of splits) {
      // The first delta ends inside the word, at `at`; later deltas are as long.
      const reply = `${lead}${word}的口感。欢迎下单！`;
      const { done, released } = await heardOf(reply, Array.from(lead).length + at);
      expect(done.outcome, `${word} at ${at}`).toBe('reply');
      expect(done.reply).toBe(released);
      expect(banned(released), `${word} at ${at}: ${released}`).toEqual([]);
      expect(released.endsWith('欢迎下单！')).toBe(true);
    }
    // One character a delta splits every word at every position at once.
    for (const word of ABSOLUTE_WORDS) {
      const { released } = await heardOf(`这是${word}的茶。`, 1);
      expect(banned(released), `${word}: ${released}`).toEqual([]);
    }
  });

  it('are never released, split across two sentences at every position', BOUND, async () => {
    for (const { word, at } of splits) {
      // A newline ends a sentence; the matcher reads across it as a space.
      const byLine = await heardOf(`这是${head(word, at)}\n${tail(word, at)}的茶。`, 3);
      expect(byLine.sentences.length, `${word} at ${at}`).toBe(2);
      expect(banned(byLine.released), `${word} at ${at}: ${byLine.released}`).toEqual([]);
      // A sentence longer than maxChars with no clause mark is cut at maxChars, inside the word
      // (inside a number, "1|00%", the cut goes before the number: sentence-cutter.ts).
      const filler = '茶'.repeat(MAX - at);
      const inNumber = /\d$/.test(head(word, at)) && /^[\d.,]/.test(tail(word, at));
      const first = inNumber ? head(word, at).replace(/[\d.,]+$/, '') : head(word, at);
      const second = head(word, at).slice(first.length) + tail(word, at);
      const byLength = await heardOf(`${filler}${word}好喝。`, 4);
      expect(
        byLength.sentences.map((s) => [s.original, s.cut]),
        `${word} at ${at}`,
      ).toEqual([
        [filler + first, 'length'],
        [`${second}好喝。`, 'sentence'],
      ]);
      expect(banned(byLength.released), `${word} at ${at}: ${byLength.released}`).toEqual([]);
      expect(byLength.released.startsWith(filler + first)).toBe(true);
    }
  });
});
