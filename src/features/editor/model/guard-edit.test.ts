import { describe, expect, it } from 'vitest';
import { harnessDocumentSchema } from '../../../harness';
import type { WordList } from '../../../harness/guards/guard-settings';
import { mergeOverlay } from '../../../harness/overlay/merge';
import { shopOverlaySchema } from '../../../harness/overlay/overlay-schema';
import { sampleHarness } from '../../../harness/sample';
import {
  allGuardsOn,
  newWordList,
  setGuardOn,
  setListWords,
  setReplacement,
  setSignals,
  topicsShown,
} from './guard-edit';

describe('guard edits', () => {
  it('turns every guard on as `guards: {}` does, and one off alone', () => {
    const on = allGuardsOn();
    expect([on.price, on.words, on.topics, on.length].every((g) => g.enabled)).toBe(true);
    const off = setGuardOn(on, 'topics', false);
    expect(off.topics).toEqual({ ...on.topics, enabled: false });
    expect(off.words).toBe(on.words);
  });

  it('drops a replacement whose word is gone, and an emptied replacement', () => {
    let list: WordList = { ...newWordList(), words: ['最好', '第一'], action: 'soften' };
    list = setReplacement(list, '最好', '很好');
    list = setReplacement(list, '第一', '前列');
    expect(setListWords(list, ['第一']).replacements).toEqual({ 第一: '前列' });
    expect(setReplacement(list, '最好', '').replacements).toEqual({ 第一: '前列' });
  });

  it('keeps a topic’s signals only while it has words, and lists the forbidden topics first', () => {
    const signals = setSignals({}, '政治', ['选举']);
    expect(setSignals(signals, '政治', [])).toEqual({});
    expect(topicsShown(['政治', '医疗功效'], { 代购: ['海外'], 政治: ['选举'] })).toEqual([
      '政治',
      '医疗功效',
      '代购',
    ]);
  });
});

describe('shops and the guards', () => {
  it('a shop’s overlay has no place for settings, so it cannot switch a guard off', () => {
    const parsed = shopOverlaySchema.safeParse({
      settings: { guards: { price: { enabled: false } } },
    });
    expect(parsed.success).toBe(false);
    const base = harnessDocumentSchema.parse({
      ...sampleHarness,
      settings: { ...sampleHarness.settings, guards: {} },
    });
    const { document } = mergeOverlay(
      base,
      { shopId: 'tea-a', name: 'Tea A', tags: [] },
      shopOverlaySchema.parse({ preferences: { discountFloor: 0.8 } }),
    );
    expect(document.settings.guards).toEqual(allGuardsOn());
  });
});
