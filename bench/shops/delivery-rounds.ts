/**
 * The shops bench's delivery case over HTTP: every shop's body warmed, then rounds of the
 * single-shop path (no `shop`, the baseline of the same run) against random shops, alternating
 * which goes first so a burst of load elsewhere hits both alike.
 */
import { load, rssMb, warm, type Load } from './http-load';
import { HARNESS, shopIdOf } from './populate';

export interface DeliveryRounds {
  warmSeconds: number;
  /** The studio's RSS (MB) before any shop was requested, and with every shop's body cached. */
  rssIdle: number;
  rssWarm: number;
  /** Per round: [single, random]. */
  rounds: Load[][];
  /** Medians of the rounds: random/single req/s, and single/random CPU per request. */
  ratio: number;
  cpuRatio: number;
}

const median = (xs: number[]) => xs.sort((a, b) => a - b)[(xs.length - 1) >> 1]!;

export async function deliveryRounds(options: {
  baseUrl: string;
  pid: number;
  shops: number;
  rounds: number;
  seconds: number;
  connections: number;
}): Promise<DeliveryRounds> {
  const { baseUrl, pid, shops, seconds, connections } = options;
  const base = `/api/v1/harnesses/${HARNESS}/resolved?label=production`;
  const shopPath = (i: number) => `${base}&shop=${shopIdOf(i)}`;
  const rssIdle = rssMb(pid);
  await warm(baseUrl, [base]);
  const warmSeconds = await warm(
    baseUrl,
    Array.from({ length: shops }, (_, i) => shopPath(i)),
  );
  const rssWarm = rssMb(pid);
  const cases = [() => base, () => shopPath(Math.floor(Math.random() * shops))];
  const rounds: Load[][] = [];
  for (let round = 0; round < options.rounds; round++) {
    const measured: Load[] = [];
    for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const path = cases[k]!;
      await load({ baseUrl, pid, path, seconds: 2, connections });
      measured[k] = await load({ baseUrl, pid, path, seconds, connections });
    }
    rounds.push(measured);
  }
  return {
    warmSeconds,
    rssIdle,
    rssWarm,
    rounds,
    ratio: median(rounds.map(([single, many]) => many!.rps / single!.rps)),
    cpuRatio: median(rounds.map(([single, many]) => single!.cpuUs / many!.cpuUs)),
  };
}
