import { describe, expect, it } from 'vitest';
import { ExposureBatcher, type ExposureItem } from '../src/exposure-batcher';

describe('the exposure batcher', () => {
  it('sends each viewer once per experiment, in batches of at most 1,000', async () => {
    const sent: ExposureItem[][] = [];
    const b = new ExposureBatcher(async (items) => {
      sent.push(items);
      return { accepted: items.length, refused: 0 };
    });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 1_500; i++) b.add('exp_a', `v-${i}`);
    }
    b.add('exp_b', 'v-0');
    await b.flush();
    expect(sent.map((s) => s.length)).toEqual([1_000, 501]);
    expect(
      sent
        .flat()
        .filter((e) => e.viewerKey === 'v-0')
        .map((e) => e.experimentId),
    ).toEqual(['exp_a', 'exp_b']);
    expect(b.counts).toEqual({ sent: 1_501, refused: 0, dropped: 0, failed: 0 });
  });

  it('keeps a failed batch for the next flush, and drops past its bound', async () => {
    let up = false;
    const sent: ExposureItem[] = [];
    const b = new ExposureBatcher(
      async (items) => {
        if (!up) throw new Error('studio down');
        sent.push(...items);
        return { accepted: items.length, refused: 0 };
      },
      { maxQueue: 3 },
    );
    for (const k of ['a', 'b', 'c', 'd']) b.add('exp_a', k);
    await b.flush();
    expect(b.counts).toEqual({ sent: 0, refused: 0, dropped: 1, failed: 3 });
    up = true;
    await b.close();
    expect(sent.map((e) => e.viewerKey)).toEqual(['a', 'b', 'c']);
    expect(b.counts.sent).toBe(3);
  });

  it('counts a refused batch as refused, not sent, and does not send it again', async () => {
    let posts = 0;
    const b = new ExposureBatcher(async (items) => {
      posts++;
      return { accepted: 0, refused: items.length };
    });
    b.add('exp_gone', 'a');
    b.add('exp_gone', 'b');
    await b.flush();
    await b.close();
    expect(posts).toBe(1);
    expect(b.counts).toEqual({ sent: 0, refused: 2, dropped: 0, failed: 0 });
  });
});
