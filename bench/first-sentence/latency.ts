/**
 * First sentence: per turn, when the scripted model wrote the token ending the first
 * sentence (T1) and when the client had that sentence (T1 + d), for the sample's built-in
 * guards, the same checks as custom sandbox hooks, and no checks at all (the floor), turns of
 * each interleaved on the same scripts; a 200-token-chunk hold computed on the same streams;
 * and the block check.
 */
import type { LiveContext } from '../../src/harness';
import type { BenchHarness } from './harnesses';
import { askAgent, firstSentenceAt, type Received } from './agent-client';
import type { ScriptedTurn } from './replies';
import type { Stamps } from './scripted-model';

export interface Studio {
  studioUrl: string;
  token: string;
  context: LiveContext;
  stamps: Map<string, Stamps>;
}

export interface Job {
  harness: BenchHarness;
  tag: string;
  turn: ScriptedTurn;
}

export interface Done extends Job {
  received: Received;
}

/** Runs `jobs` with at most `concurrency` turns open at once, in the given order. */
export async function runJobs(studio: Studio, jobs: Job[], concurrency: number): Promise<Done[]> {
  const done: Done[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const received = await askAgent({
        studioUrl: studio.studioUrl,
        token: studio.token,
        harness: job.harness,
        question: `#${job.tag} 这个怎么泡好喝？`,
        context: studio.context,
      });
      if (received.status !== 200 || received.error)
        throw new Error(`turn ${job.tag} failed: ${received.status} ${received.error}`);
      done.push({ ...job, received });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done;
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] ?? NaN;
}

interface Row {
  harness: Job['harness'] | 'chunks';
  name: string;
  d: number[];
  /** From the question to the first sentence at the client (what the viewer waits). */
  wait: number[];
}

const HOLD_TOKENS = 200;

export function reportLatency(studio: Studio, done: Done[], goal: { p50: number; p99: number }) {
  const rows: Row[] = [
    { harness: 'guards', name: 'built-in guards (in-process, per sentence)', d: [], wait: [] },
    { harness: 'hooks', name: 'the same checks as sandbox hooks (QuickJS)', d: [], wait: [] },
    {
      harness: 'chunks',
      name: `${HOLD_TOKENS}-token chunks (computed on the same streams)`,
      d: [],
      wait: [],
    },
    { harness: 'unchecked', name: 'no checks: deltas unchecked (floor)', d: [], wait: [] },
  ];
  const rowOf = (harness: Row['harness']) => rows.find((r) => r.harness === harness)!;
  const modelFirst: number[] = [];
  const texts = new Map<string, { guards?: string; hooks?: string }>();
  /** d per script and release, for differences paired on the same script. */
  const byScript = new Map<string, Partial<Record<BenchHarness, number>>>();
  for (const job of done) {
    if (job.harness === 'block') continue;
    const stamp = studio.stamps.get(job.tag);
    if (!stamp || Number.isNaN(stamp.firstSentenceAt)) throw new Error(`no stamps for ${job.tag}`);
    const t1 = stamp.firstSentenceAt;
    const got = firstSentenceAt(job.received);
    const row = rowOf(job.harness);
    row.d.push(got - t1);
    row.wait.push(got - job.received.sentAt);
    modelFirst.push(t1 - job.received.sentAt);
    const key = job.tag.replace(/^\w+-/, '');
    byScript.set(key, { ...byScript.get(key), [job.harness]: got - t1 });
    // A chunked check releases its first chunk when the 200th token (or the last) is written.
    const holdEnd = stamp.tokenAt[Math.min(HOLD_TOKENS, stamp.tokenAt.length) - 1]!;
    rowOf('chunks').d.push(holdEnd - t1);
    rowOf('chunks').wait.push(holdEnd - job.received.sentAt);
    if (job.harness === 'unchecked') continue;
    texts.set(key, { ...texts.get(key), [job.harness]: job.received.text });
  }
  const fmt = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(0));
  const base = percentile(rowOf('hooks').d, 0.5);
  const floor = percentile(rowOf('unchecked').d, 0.5);
  console.log(
    '\n## First sentence: d = when the client had it - when the model wrote its last token\n',
  );
  console.log(
    '| release | turns | d P50 ms | d P99 ms | d max ms | question to first sentence at the client, P50 ms | d P50 x hooks | d P50 - floor ms |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    const p50 = percentile(row.d, 0.5);
    console.log(
      `| ${row.name} | ${row.d.length} | ${fmt(p50)} | ${fmt(percentile(row.d, 0.99))} | ${fmt(Math.max(...row.d))} | ${fmt(percentile(row.wait, 0.5))} | ${(p50 / base).toFixed(4)} | ${fmt(p50 - floor)} |`,
    );
  }
  console.log(
    `\nThe model wrote the first sentence ${fmt(percentile(modelFirst, 0.5))} ms (P50) after the question left the client.`,
  );
  const paired = (release: BenchHarness) =>
    [...byScript.values()].flatMap((d) =>
      d[release] !== undefined && d.unchecked !== undefined ? [d[release]! - d.unchecked] : [],
    );
  console.log(
    '\n### What the checks add, paired on the same script: d(release) - d(no checks), ms\n',
  );
  console.log('| release | scripts | P50 | P99 |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const release of ['guards', 'hooks'] as const) {
    const diff = paired(release);
    console.log(
      `| ${rowOf(release).name} | ${diff.length} | ${fmt(percentile(diff, 0.5))} | ${fmt(percentile(diff, 0.99))} |`,
    );
  }
  const differ = [...texts.values()].filter((t) => t.guards !== t.hooks).length;
  console.log(`\nReplies the guards and the hooks say differently: ${differ} of ${texts.size}.`);
  const added = paired('guards');
  const met = percentile(added, 0.5) < goal.p50 && percentile(added, 0.99) < goal.p99;
  console.log(
    `Goal: the built-in guards add P50 < ${goal.p50} ms and P99 < ${goal.p99} ms over no checks: ${met ? 'MET' : 'MISSED'} (counts only with 0 unchecked bytes below).`,
  );
  return met;
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** The block check: the client got sentences 1-2 (and the blocked ending) and nothing else. */
export function reportBlock(done: Done[], blockedEnding: string | undefined): boolean {
  const blocked = done.filter((d) => d.harness === 'block');
  let unchecked = 0;
  let gotFirstTwo = 0;
  let gotThird = 0;
  let gotEnding = 0;
  for (const { turn, received } of blocked) {
    const [s1, s2, s3] = turn.sentences;
    const released = `${s1}${s2}${blockedEnding ?? ''}`;
    let common = 0;
    while (common < released.length && received.text[common] === released[common]) common++;
    unchecked += bytes(received.text) - bytes(received.text.slice(0, common));
    if (received.text.startsWith(`${s1}${s2}`)) gotFirstTwo++;
    if (s3 && received.text.includes(s3.slice(0, 6))) gotThird++;
    if (blockedEnding && received.text === released) gotEnding++;
  }
  const ok = unchecked === 0 && gotFirstTwo === blocked.length && gotThird === 0;
  console.log('\n## Safety: a before_sentence hook blocks sentence 3 of every reply\n');
  console.log(
    '| turns | got sentences 1-2 | got sentence 3 | then the blocked ending | unchecked bytes received | result |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | --- |');
  const endings = blockedEnding ? String(gotEnding) : 'none set';
  console.log(
    `| ${blocked.length} | ${gotFirstTwo} | ${gotThird} | ${endings} | ${unchecked} | ${ok ? 'PASS' : 'FAIL'} |`,
  );
  return ok;
}
