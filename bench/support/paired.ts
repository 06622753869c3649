/**
 * First tokens of two agent targets asked alternately in one run (which goes first flips each
 * round, so neither always follows the other), the difference paired per round: the way the
 * traces and telemetry benches compare a feature on against off on a shared, loaded machine.
 */
import type { Timed } from '../runtime/client';
import { spread, type Spread } from './stats';

interface Target {
  send: (text: string) => Promise<Timed>;
}

export interface Paired {
  on: Spread;
  off: Spread;
  /** Per round, on minus off first token (same round). */
  paired: Spread;
}

export async function pairedFirstTokens(opts: {
  on: Target;
  off: Target;
  rounds: number;
  warmup: number;
  question: (round: number) => string;
  /** Called once the warm-up rounds are done, before the first measured round. */
  measuring?: () => Promise<void>;
}): Promise<Paired> {
  const { on, off, rounds, warmup, question } = opts;
  const check = (t: Timed) => {
    if (t.status !== 200 || t.firstMs < 0) throw new Error(`a turn failed: ${t.status} ${t.text}`);
    return t.firstMs;
  };
  const firsts = { on: [] as number[], off: [] as number[], paired: [] as number[] };
  for (let i = 0; i < warmup + rounds; i++) {
    if (i === warmup) await opts.measuring?.();
    const [first, second] = i % 2 === 0 ? [on, off] : [off, on];
    const a = check(await first.send(question(i)));
    const b = check(await second.send(question(i)));
    if (i < warmup) continue;
    const onMs = first === on ? a : b;
    const offMs = first === on ? b : a;
    firsts.on.push(onMs);
    firsts.off.push(offMs);
    firsts.paired.push(onMs - offMs);
  }
  return { on: spread(firsts.on), off: spread(firsts.off), paired: spread(firsts.paired) };
}
