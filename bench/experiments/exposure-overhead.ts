/**
 * What recording exposures adds to the agent endpoint's first token: one studio in
 * this process (bench/support/studio: token auth, SQLite, the scripted model server in a child
 * process, first token at once), the sample harness with `production` split 50/50 between
 * versions 1 and 2 (so the label runs an experiment), asked in pairs of turns with a `user`
 * key, one with the studio's exposure log as it is and one with its `served` replaced by a
 * no-op. Which goes first flips each round; every turn has a new viewer key, so each "on"
 * turn queues one exposure (a returning viewer would only cost a set lookup).
 */
import http from 'node:http';
import { sampleContexts, sampleHarness } from '../../src/harness/sample';
import { createVersion } from '../../server/modules/versions/version-store';
import { moveLabel } from '../../server/modules/labels/label-store';
import { PLAIN_QUESTION, stopChildren } from '../runtime/children';
import { startBenchStudio, startModelChild } from '../support/studio';
import { median } from '../support/stats';

const HARNESS = 'exposed';

export interface ExposureOverhead {
  rounds: number;
  /** Median first token (ms) with exposures recorded, and with the no-op. */
  onMedian: number;
  offMedian: number;
  /** Per round, on minus off: its median, the sign test's 95% interval of it, and its mean. */
  paired: { median: number; low: number; high: number; mean: number };
  /** Exposures the log wrote, rows in the table, and the flushes that wrote some and their time. */
  written: number;
  rows: number;
  flushes: number;
  flushMs: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One streamed turn; ms from sending to the first reply text (-1: none). */
function firstToken(url: string, token: string, body: string): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        res.setEncoding('utf8');
        let first = -1;
        let buffer = '';
        res.on('data', (piece: string) => {
          if (first >= 0) return;
          buffer += piece;
          // The first Chat Completions chunk carrying content.
          if (/"content":"[^"]/.test(buffer)) first = performance.now() - t0;
        });
        res.on('end', () =>
          res.statusCode === 200 && first >= 0
            ? resolve(first)
            : reject(new Error(`a turn failed: ${res.statusCode} ${buffer.slice(0, 300)}`)),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The median's 95% interval from the sign test: the order statistics k and n − k + 1 with
 * k = ⌊(n − 1.96 √n) / 2⌋ (the normal approximation of Binomial(n, 1/2); n >= 20 or so).
 */
export function medianInterval(values: number[]): { median: number; low: number; high: number } {
  const s = [...values].sort((a, b) => a - b);
  const n = s.length;
  const k = Math.max(1, Math.floor((n - 1.96 * Math.sqrt(n)) / 2));
  return { median: median(s), low: s[k - 1]!, high: s[n - k]! };
}

export async function exposureOverhead(rounds: number, warmup: number): Promise<ExposureOverhead> {
  try {
    const studio = await startBenchStudio(await startModelChild(), { [HARNESS]: sampleHarness });
    try {
      await createVersion(studio.db, HARNESS, { message: 'B', actor: 'bench' });
      await moveLabel(studio.db, HARNESS, 'production', {
        version: 1,
        split: { version: 2, percent: 50 },
        reason: 'bench',
        actor: 'bench',
      });
      const log = studio.deps.exposures;
      const served = log.served.bind(log);
      const noop: typeof log.served = () => {};
      // The timer's flushes, timed (the write itself runs off the request's path).
      const flush = log.flush.bind(log);
      let flushMs = 0;
      let flushes = 0;
      log.flush = async () => {
        const t = performance.now();
        const busy = log.stats().queued > 0;
        await flush();
        if (!busy) return;
        flushMs += performance.now() - t;
        flushes++;
      };
      const url = `${studio.url}/api/v1/harnesses/${HARNESS}/chat/completions`;
      const turn = (on: boolean, round: number) => {
        log.served = on ? served : noop;
        return firstToken(
          url,
          studio.token,
          JSON.stringify({
            model: 'production',
            stream: true,
            user: `bench-viewer-${round}-${on ? 'on' : 'off'}`,
            messages: [{ role: 'user', content: PLAIN_QUESTION }],
            harness_context: sampleContexts[0]!.context,
          }),
        );
      };
      const on: number[] = [];
      const off: number[] = [];
      const paired: number[] = [];
      for (let i = 0; i < warmup + rounds; i++) {
        const onFirst = i % 2 === 0;
        const a = await turn(onFirst, i);
        const b = await turn(!onFirst, i);
        if (i < warmup) continue;
        const [onMs, offMs] = onFirst ? [a, b] : [b, a];
        on.push(onMs);
        off.push(offMs);
        paired.push(onMs - offMs);
      }
      log.served = served;
      await log.flush();
      const counted = await studio.db.query<{ n: number }>(
        'SELECT COUNT(*) AS n FROM exposures WHERE harness_id = ?',
        [HARNESS],
      );
      return {
        rounds,
        onMedian: median(on),
        offMedian: median(off),
        paired: { ...medianInterval(paired), mean: paired.reduce((a, b) => a + b, 0) / rounds },
        written: log.stats().written,
        rows: Number(counted[0]?.n ?? 0),
        flushes,
        flushMs,
      };
    } finally {
      await studio.close();
    }
  } finally {
    await stopChildren();
  }
}
