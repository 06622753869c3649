/**
 * The viewer's side: one streamed turn of the agent endpoint over node:http, with the moment
 * each piece of reply text arrived (performance.now of this process, the scripted model's
 * clock too) and every content byte received.
 */
import http from 'node:http';
import type { LiveContext } from '../../src/harness';

export interface Received {
  status: number;
  sentAt: number;
  /** Reply text pieces in arrival order. */
  deltas: { at: number; text: string }[];
  text: string;
  /** An error frame or a non-200 body, if any. */
  error: string | null;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export function askAgent(opts: {
  studioUrl: string;
  token: string;
  harness: string;
  question: string;
  context: LiveContext;
}): Promise<Received> {
  const body = JSON.stringify({
    model: 'production',
    stream: true,
    messages: [{ role: 'user', content: opts.question }],
    harness_context: opts.context,
  });
  const sentAt = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${opts.studioUrl}/api/v1/harnesses/${opts.harness}/chat/completions`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${opts.token}`,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        let error: string | null = null;
        const deltas: Received['deltas'] = [];
        res.on('data', (piece: string) => {
          const at = performance.now();
          buffer += piece;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!frame.startsWith('data: {')) continue;
            const chunk = JSON.parse(frame.slice(6)) as {
              choices?: { delta?: { content?: string | null } }[];
              error?: unknown;
            };
            if (chunk.error) error = JSON.stringify(chunk.error);
            const text = chunk.choices?.[0]?.delta?.content;
            if (text) deltas.push({ at, text });
          }
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status !== 200) error ??= buffer.slice(0, 300);
          resolve({ status, sentAt, deltas, text: deltas.map((d) => d.text).join(''), error });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const TERMINAL = /[。！？!?]/;

/** When the client had the whole first sentence: the piece that brought its end. */
export function firstSentenceAt(received: Received): number {
  let text = '';
  for (const d of received.deltas) {
    text += d.text;
    if (TERMINAL.test(text)) return d.at;
  }
  return NaN;
}
