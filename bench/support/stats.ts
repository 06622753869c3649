/**
 * The figures the benches print: P50 / P95 / mean of a list, medians, and the machine line
 * each report starts with (core count and load, since every figure depends on them).
 */
import { cpus, loadavg } from 'node:os';

export interface Spread {
  p50: number;
  p95: number;
  mean: number;
}

export function spread(values: number[]): Spread {
  const s = [...values].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), mean: s.reduce((a, b) => a + b, 0) / s.length };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Median of `rounds` timings of `fn`, ms. */
export async function medianTime(rounds: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return median(times);
}

/** `# <name> bench; 2 x <cpu>, Node v22, load 1.0 0.9 0.8` */
export function machineLine(name: string): string {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return `# ${name} bench; ${cpus().length} x ${cpus()[0]?.model}, Node ${process.version}, load ${load}`;
}
