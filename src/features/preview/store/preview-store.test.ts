import { beforeEach, describe, expect, it } from 'vitest';
import { sampleContexts } from '../../../harness/sample';
import { usePreviewStore, type VariantInfo } from './preview-store';

const variant: VariantInfo = {
  runId: '11111111-1111-4111-8111-111111111111',
  arm: 'tool-schemas#1',
  caseId: 'coupon',
  name: 'Coupon code',
  question: '有券吗',
};

describe('preview store under a robustness variant', () => {
  beforeEach(() => {
    usePreviewStore.getState().open('');
    usePreviewStore.getState().open('h1');
  });

  it('takes the case’s context, its exchanges and the run’s endpoint', () => {
    const context = sampleContexts[1]!.context;
    usePreviewStore
      .getState()
      .startVariant(variant, 'large', context, [
        { question: '有券吗', targets: [], answers: [], kind: 'recording' },
      ]);
    const s = usePreviewStore.getState();
    expect(s.variant).toEqual(variant);
    expect(s.targets[0].endpoint).toBe('large');
    expect(s.context).toEqual(context);
    expect(s.context).not.toBe(context);
    expect(s.exchanges.map((e) => e.kind)).toEqual(['recording']);
  });

  it('is left by clearing the session, and a replay of a test run replaces it', () => {
    usePreviewStore.getState().startVariant(variant, null, null, []);
    usePreviewStore.getState().clear();
    expect(usePreviewStore.getState().variant).toBeNull();

    usePreviewStore.getState().startVariant(variant, null, null, []);
    usePreviewStore.getState().startReplay(
      {
        runId: 'r',
        caseId: 'c',
        name: 'n',
        target: 'draft',
        version: null,
        evaluation: {
          caseId: 'c',
          name: 'n',
          tags: [],
          trials: [],
          pass1: 1,
          passAll: true,
          pass: true,
          deterministic: true,
        },
        question: null,
      },
      sampleContexts[0]!.context,
      [],
    );
    expect(usePreviewStore.getState().variant).toBeNull();
    expect(usePreviewStore.getState().replay?.runId).toBe('r');
  });
});

describe('preview store: the room’s time', () => {
  beforeEach(() => {
    usePreviewStore.getState().open('');
    usePreviewStore.getState().open('h2');
  });

  it('starts following the clock, and a sample room brings its own time', () => {
    expect(usePreviewStore.getState().context.now).toBeUndefined();
    expect(usePreviewStore.getState().context.product?.id).toBe(
      sampleContexts[0]!.context.product?.id,
    );
    usePreviewStore.getState().pickScene(sampleContexts[2]!.id);
    expect(usePreviewStore.getState().context.now).toBe(sampleContexts[2]!.context.now);
  });
});

describe('preview store: whose host', () => {
  beforeEach(() => usePreviewStore.getState().open(''));

  it('starts a shop’s host on what production serves it, the harness on its draft', () => {
    usePreviewStore.getState().open('h3', 'shanlan-tea', 'label:production');
    expect(usePreviewStore.getState().targets.map((t) => t.source)).toEqual([
      'label:production',
      'draft',
    ]);
    usePreviewStore.getState().open('h3');
    expect(usePreviewStore.getState().targets.map((t) => t.source)).toEqual([
      'draft',
      'label:production',
    ]);
  });

  it('keeps the chosen source while the same shop’s host stays open', () => {
    usePreviewStore.getState().open('h3', 'shanlan-tea', 'label:production');
    usePreviewStore.getState().setTarget(0, { source: 'draft' });
    usePreviewStore.getState().open('h3', 'shanlan-tea', 'label:production');
    expect(usePreviewStore.getState().targets[0].source).toBe('draft');
  });
});
