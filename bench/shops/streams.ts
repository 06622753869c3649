/**
 * Push fan-out: many agents following one base on one instance (`GET .../events?shop=`),
 * a base publish, and when each stream hears it. The streams are plain node:http requests
 * in this process, read as text (no EventSource per stream), so the reader costs little
 * next to the server; both still share the machine's cores.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { spread, type Spread } from './in-process';

export interface FanOut {
  streams: number;
  /** Growth of the server's resident memory per open stream. */
  bytesPerStream: number;
  openSeconds: number;
  /** Per publish: from sending the label move to each stream's `label` event (ms). */
  publishes: { all: Spread; last: number; heard: number }[];
}

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
}

interface Stream {
  request: http.ClientRequest;
  heardAt: number;
}

export async function fanOut(options: {
  baseUrl: string;
  pid: number;
  streams: number;
  shopPath: (i: number) => string;
  publish: (round: number) => Promise<void>;
  publishes: number;
}): Promise<FanOut> {
  const { baseUrl, pid, streams: count } = options;
  const url = new URL(baseUrl);
  const rssBefore = rssBytes(pid);
  const opened: Stream[] = [];
  let ready = 0;
  const t0 = performance.now();
  const open = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const stream: Stream = { request: undefined as unknown as http.ClientRequest, heardAt: 0 };
      let tail = '';
      let isReady = false;
      stream.request = http.get(
        { host: url.hostname, port: url.port, path: options.shopPath(i), agent: false },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`stream ${i}: ${res.statusCode}`));
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            const text = tail + chunk;
            if (!isReady && text.includes('event: ready')) {
              isReady = true;
              ready++;
              resolve();
            }
            if (stream.heardAt === 0 && text.includes('event: label')) {
              stream.heardAt = performance.now();
            }
            tail = text.slice(-32);
          });
        },
      );
      stream.request.on('error', (err) => {
        if (!isReady) reject(err);
      });
      opened.push(stream);
    });
  // In batches, so the server's accept queue and this process's sockets keep up.
  for (let i = 0; i < count; i += 250) {
    await Promise.all(Array.from({ length: Math.min(250, count - i) }, (_, k) => open(i + k)));
  }
  const openSeconds = (performance.now() - t0) / 1_000;
  await new Promise((r) => setTimeout(r, 1_000));
  const bytesPerStream = (rssBytes(pid) - rssBefore) / count;
  const publishes: FanOut['publishes'] = [];
  for (let round = 0; round < options.publishes; round++) {
    for (const s of opened) s.heardAt = 0;
    const sent = performance.now();
    await options.publish(round);
    const deadline = Date.now() + 30_000;
    while (opened.some((s) => s.heardAt === 0) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const times = opened.filter((s) => s.heardAt > 0).map((s) => s.heardAt - sent);
    publishes.push({ all: spread(times), last: Math.max(...times), heard: times.length });
    await new Promise((r) => setTimeout(r, 500));
  }
  for (const s of opened) s.request.destroy();
  if (ready !== count) throw new Error(`only ${ready} of ${count} streams were ready`);
  return { streams: count, bytesPerStream, openSeconds, publishes };
}
