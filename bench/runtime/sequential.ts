/**
 * Added first token, sequential: rounds of one turn per target, the direct model first in
 * a rotating order, so load from elsewhere hits every target alike; each target's figure is
 * its first token minus the direct one of the same round. With the bare relay among the
 * targets, the studio's are also given over the relay's of the same round: the studio's own
 * cost, without the machine's price of one more process hop.
 */
import { PLAIN_QUESTION } from './children';
import { misdelivered, type Target } from './client';
import { check, f, median, p, paired, table } from './report';

export interface Sequential {
  target: Target;
  first: number[];
  added: number[];
  /** First token minus the bare relay's of the same round (none for the relay itself). */
  overRelay: number[] | null;
}

export async function sequential(
  direct: Target,
  targets: Target[],
  { rounds, warmup }: { rounds: number; warmup: number },
): Promise<{ direct: number[]; results: Sequential[] }> {
  const all = [direct, ...targets];
  const first = all.map(() => [] as number[]);
  for (let i = 0; i < warmup + rounds; i++) {
    for (let k = 0; k < all.length; k++) {
      const n = (i + k) % all.length;
      const question = `${PLAIN_QUESTION} #s${direct.delayMs}-${i}-${n}`;
      const got = await all[n]!.send(question);
      const wrong = misdelivered(question, got);
      if (wrong) throw new Error(`${all[n]!.route} ${all[n]!.harness}: ${wrong}`);
      if (i >= warmup) first[n]!.push(got.firstMs);
    }
  }
  const relay = targets.findIndex((t) => t.route === 'relay');
  const results = targets.map((target, k) => ({
    target,
    first: first[k + 1]!,
    added: paired(first[k + 1]!, first[0]!),
    overRelay: relay < 0 || k === relay ? null : paired(first[k + 1]!, first[relay + 1]!),
  }));
  return { direct: first[0]!, results };
}

/** The sequential table and its targets: P50 < 1 ms (no hooks) or < 2 ms (hooks), P99 < 5 ms. */
export function reportSequential(direct: number[], results: Sequential[]): void {
  const rows = results.map(({ target, first, added, overRelay }) => [
    target.route === 'relay'
      ? 'bare relay'
      : `${target.route} ${target.harness.replace('-slow', '')}`,
    `${target.delayMs} ms`,
    f(median(direct)),
    f(median(first)),
    f(p(first, 99)),
    f(median(first) / median(direct), 3),
    f(median(added)),
    f(p(added, 99)),
    overRelay ? f(median(overRelay)) : '-',
    overRelay ? f(p(overRelay, 99)) : '-',
  ]);
  table(
    'Added first token, sequential (ms; added = through minus direct, over relay = through minus bare relay, same round)',
    [
      'route harness',
      'model first token',
      'direct P50',
      'through P50',
      'through P99',
      'ratio P50',
      'added P50',
      'added P99',
      'over relay P50',
      'over relay P99',
    ],
    rows,
  );
  // The bounds are on the studio against the model straight; the relay is a yardstick.
  for (const { target, added } of results) {
    if (target.route === 'relay') continue;
    const hooks = !target.harness.startsWith('no-hooks');
    const bound = hooks ? 2 : 1;
    const name = `added first token, ${target.route}, ${hooks ? 'sample hooks' : 'no hooks'}, model ${target.delayMs} ms`;
    check(`${name}: P50`, `${f(median(added))} ms`, `< ${bound} ms`, median(added) < bound);
    check(`${name}: P99`, `${f(p(added, 99))} ms`, '< 5 ms', p(added, 99) < 5);
  }
  // The preview must cost what the agent endpoint costs: same harness, same model delay.
  for (const preview of results.filter((r) => r.target.route === 'preview')) {
    const agent = results.find(
      (r) => r.target.route === 'agent' && r.target.harness === preview.target.harness,
    );
    if (!agent) continue;
    const gap = median(preview.added) - median(agent.added);
    check(
      `preview vs agent, ${preview.target.harness}, model ${preview.target.delayMs} ms: added P50 difference`,
      `${f(gap)} ms`,
      '<= 1 ms',
      gap <= 1,
    );
  }
}
