import type { WorkerBatch } from './sandbox-protocol';
import type { Pending, Slot } from './sandbox-slot';

/** Sources a thread keeps at most; past it the pool has it forget them and sends anew. */
const KNOWN_MAX = 512;
/** Sources the pool numbers at most; past it, numbering starts over with new numbers. */
const NUMBERED_MAX = 4096;

/**
 * Numbers hook sources for the threads. A number is never reused for another source, so a
 * thread may key its contexts by number.
 */
export class SourceNumbers {
  private readonly ids = new Map<string, number>();
  private next = 1;

  of(source: string): number {
    let id = this.ids.get(source);
    if (id === undefined) {
      if (this.ids.size >= NUMBERED_MAX) this.ids.clear();
      id = this.next++;
      this.ids.set(source, id);
    }
    return id;
  }
}

/** The message that sends `batch` to `slot`: sources it lacks, each input once. */
export function batchMessage(slot: Slot, batch: Pending[], numbers: SourceNumbers): WorkerBatch {
  const forget = slot.known.size + batch.length > KNOWN_MAX;
  if (forget) slot.known.clear();
  const sources: WorkerBatch['sources'] = [];
  const inputs: string[] = [];
  const jobs = batch.map(({ id, job }) => {
    const sourceId = numbers.of(job.source);
    if (!slot.known.has(sourceId)) {
      slot.known.add(sourceId);
      sources.push([sourceId, job.source]);
    }
    let input = inputs.indexOf(job.input);
    if (input < 0) input = inputs.push(job.input) - 1;
    const { timeoutMs, memoryLimitBytes } = job;
    return { id, sourceId, input, timeoutMs, memoryLimitBytes };
  });
  return { sources, forget, inputs, jobs };
}
