/**
 * The bench's clients: one small streaming client on node:http for all targets (the model
 * server straight, through the bare relay, the agent endpoint, the preview), so what the
 * client itself costs is the same on both sides of every difference.
 */
import http from 'node:http';
import type { LiveContext } from '../../src/harness';
import { compileRequest, type HarnessDocument } from '../../src/harness';
import { tagOf } from './children';

export type Route = 'direct' | 'relay' | 'agent' | 'preview';

export interface Timed {
  /** ms from sending the request to the first reply text. */
  firstMs: number;
  totalMs: number;
  /** The reply text as the client got it. */
  text: string;
  status: number;
}

export interface Target {
  route: Route;
  /** The harness (agent and preview) whose model answers after `delayMs`. */
  harness: string;
  delayMs: number;
  /** Sends one turn asking `question`. */
  send(question: string): Promise<Timed>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

interface Post {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Reads one SSE frame: reply text it carries, or null. */
  text: (frame: string) => string | null;
}

function post({ url, headers, body, text }: Post): Promise<Timed> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        let reply = '';
        let firstMs = -1;
        res.on('data', (piece: string) => {
          buffer += piece;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const t = text(frame);
            if (t) {
              if (firstMs < 0) firstMs = performance.now() - t0;
              reply += t;
            }
          }
        });
        res.on('end', () =>
          resolve({
            firstMs,
            totalMs: performance.now() - t0,
            text: reply || buffer,
            status: res.statusCode ?? 0,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Content of a Chat Completions chunk frame (`data: {...}`). */
function chunkText(frame: string): string | null {
  if (!frame.startsWith('data: {')) return null;
  const chunk = JSON.parse(frame.slice(6)) as { choices?: { delta?: { content?: string } }[] };
  return chunk.choices?.[0]?.delta?.content || null;
}

/** Text of a preview `delta` event. */
function deltaText(frame: string): string | null {
  if (!frame.startsWith('event: delta\n')) return null;
  const data = frame.slice(frame.indexOf('data: ') + 6);
  return (JSON.parse(data) as { text: string }).text;
}

export interface Setup {
  studioUrl: string;
  token: string;
  /** Model server base URL by first-token delay. */
  modelUrl: Record<number, string>;
  /** The bare relay (bench/runtime/relay.ts): `/<delay>/chat/completions` is that model's. */
  relayUrl?: string;
  /** The harness document each harness id runs (the direct baseline compiles it). */
  docs: Record<string, HarnessDocument>;
  context: LiveContext;
}

/** The harness id serving a harness kind at a model delay (bench/runtime/children.ts). */
export const harnessAt = (kind: string, delayMs: number) => (delayMs === 0 ? kind : `${kind}-slow`);

export function target(setup: Setup, route: Route, kind: string, delayMs: number): Target {
  const harness = harnessAt(kind, delayMs);
  const auth = { authorization: `Bearer ${setup.token}` };
  const conversation = (question: string) => [{ role: 'user' as const, content: question }];
  const send = (question: string): Promise<Timed> => {
    if (route === 'direct' || route === 'relay') {
      // The request the studio would send: the same compiled body, the same bytes.
      const doc = setup.docs[harness]!;
      const body = compileRequest(doc, setup.context, { conversation: conversation(question) });
      if (route === 'relay' && !setup.relayUrl) throw new Error('no bare relay in this set-up');
      const base = route === 'direct' ? setup.modelUrl[delayMs] : `${setup.relayUrl}/${delayMs}`;
      return post({
        url: `${base}/chat/completions`,
        headers: { authorization: 'Bearer none' },
        body: JSON.stringify({ ...body, model: 'test-model', stream: true }),
        text: chunkText,
      });
    }
    if (route === 'agent') {
      return post({
        url: `${setup.studioUrl}/api/v1/harnesses/${harness}/chat/completions`,
        headers: auth,
        body: JSON.stringify({
          model: 'production',
          stream: true,
          messages: conversation(question),
          harness_context: setup.context,
        }),
        text: chunkText,
      });
    }
    return post({
      url: `${setup.studioUrl}/api/v1/preview`,
      headers: auth,
      body: JSON.stringify({
        harnessId: harness,
        source: 'draft',
        conversation: conversation(question),
        context: setup.context,
      }),
      text: deltaText,
    });
  };
  return { route, harness, delayMs, send };
}

/** A reply that reached the wrong client, or none: what the tag check reports. */
export function misdelivered(question: string, got: Timed): string | null {
  const tag = tagOf(question);
  if (got.status !== 200) return `HTTP ${got.status}: ${got.text.slice(0, 200)}`;
  const tags = [...got.text.matchAll(/\[([\w-]+)\]/g)].map((m) => m[1]);
  if (tags.length !== 1 || tags[0] !== tag) return `asked #${tag}, got [${tags.join('], [')}]`;
  return null;
}
