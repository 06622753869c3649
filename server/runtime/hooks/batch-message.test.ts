import { describe, expect, it } from 'vitest';
import { batchMessage, SourceNumbers } from './batch-message';
import type { SandboxJob } from './sandbox-protocol';
import type { Pending, Slot } from './sandbox-slot';

const slot = () => ({ known: new Set<number>() }) as Slot;
let nextId = 1;
const pending = (source: string, input = '{}'): Pending => {
  const job: SandboxJob = { source, input, timeoutMs: 50, memoryLimitBytes: 1 << 20 };
  return { id: nextId++, job, resolve: () => {} };
};

describe('batchMessage', () => {
  it('sends a source to a thread once, and an input shared by jobs once per batch', () => {
    const numbers = new SourceNumbers();
    const [a, b] = [slot(), slot()];
    const input = JSON.stringify({ message: '你好' });
    const first = batchMessage(a, [pending('A', input), pending('B', input)], numbers);
    expect(first.sources.map(([, s]) => s)).toEqual(['A', 'B']);
    expect(first.inputs).toEqual([input]);
    expect(first.jobs.map((j) => j.input)).toEqual([0, 0]);
    const again = batchMessage(a, [pending('B', '{"x":1}'), pending('A', input)], numbers);
    expect(again.sources).toEqual([]);
    expect(again.inputs).toEqual(['{"x":1}', input]);
    expect(again.jobs.map((j) => j.sourceId)).toEqual(first.jobs.map((j) => j.sourceId).reverse());
    // Another thread has been sent nothing yet.
    expect(batchMessage(b, [pending('A')], numbers).sources.map(([, s]) => s)).toEqual(['A']);
  });

  it('has a thread forget its sources past a bound, and sends again what it needs', () => {
    const numbers = new SourceNumbers();
    const s = slot();
    const keep = batchMessage(s, [pending('kept')], numbers);
    let forgot = null;
    for (let i = 0; i < 600 && !forgot; i++) {
      const m = batchMessage(s, [pending(`source ${i}`)], numbers);
      if (m.forget) forgot = m;
    }
    expect(forgot).not.toBeNull();
    expect(s.known.size).toBe(1);
    const again = batchMessage(s, [pending('kept')], numbers);
    expect(again.sources).toEqual([[keep.jobs[0]!.sourceId, 'kept']]);
  });

  it('never gives a number to two sources, even after numbering starts over', () => {
    const numbers = new SourceNumbers();
    const seen = new Map<number, string>();
    for (let i = 0; i < 9_000; i++) {
      const source = `s${i % 5_000}`;
      const id = numbers.of(source);
      expect(seen.get(id) ?? source).toBe(source);
      seen.set(id, source);
    }
    expect(numbers.of('s4999')).toBe(numbers.of('s4999'));
  });
});
