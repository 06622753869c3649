import { percentile } from '../src/harness/evaluation/latency-stats';

export interface Stats {
  median: number;
  p95: number;
  min: number;
  /** Median CPU time of this process (user + system), less sensitive to other load. */
  cpu: number;
}

/**
 * Runs the operations round-robin (one call of each per round), so a burst of load from
 * elsewhere on the machine hits every operation alike and the ratios stay fair. `run` gets
 * the round's index (warm-up rounds first).
 */
export function measureRoundRobin(
  operations: readonly { run: (round: number) => unknown }[],
  { warmup, runs }: { warmup: number; runs: number },
): Stats[] {
  for (let i = 0; i < warmup; i++) for (const op of operations) op.run(i);
  const wall = operations.map(() => [] as number[]);
  const cpu = operations.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    operations.forEach((op, k) => {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      op.run(warmup + i);
      wall[k]!.push(performance.now() - t0);
      const used = process.cpuUsage(cpu0);
      cpu[k]!.push((used.user + used.system) / 1000);
    });
  }
  return operations.map((_, k) => ({
    median: percentile(wall[k]!, 50)!,
    p95: percentile(wall[k]!, 95)!,
    min: Math.min(...wall[k]!),
    cpu: percentile(cpu[k]!, 50)!,
  }));
}
