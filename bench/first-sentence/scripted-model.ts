/**
 * An OpenAI-compatible Chat Completions server that streams like a small model on one GPU:
 * the first token 300 ms after the request, then one token every 40 ms (25 tokens/s), one
 * chunk per token as vLLM sends them (chunks built by the scripted model server's
 * ChunkFactory). It runs in the bench's own process, so the moment it writes the token that
 * ends the first sentence (T1) and the moment the client reads that sentence are on one clock.
 *
 * The question's `#tag` names the script; a request whose last message is a tool result
 * gets the reply, otherwise the script's tool call comes first when it has one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChunkFactory } from '../../server/testing/model-server/chunks';
import type { ToolCallStream, TokenStream } from './replies';

export interface Script {
  tool: ({ name: string; arguments: string } & ToolCallStream) | null;
  reply: TokenStream;
}

export interface Stamps {
  /** When the reply round's request arrived. */
  requestAt: number;
  /** When each token of the reply was written to the socket. */
  tokenAt: number[];
  /** When the token ending the first sentence was written (T1). */
  firstSentenceAt: number;
}

export interface Pace {
  firstTokenMs: number;
  tokenMs: number;
}

const TAG = /#([\w-]+)/;

interface Body {
  stream_options?: { include_usage?: boolean };
  messages?: { role: string; content?: unknown }[];
}

export async function startScriptedModel(
  scripts: Map<string, Script>,
  pace: Pace,
  port = 0,
): Promise<{ url: string; stamps: Map<string, Stamps>; close: () => Promise<void> }> {
  const stamps = new Map<string, Stamps>();
  const server = http.createServer((req, res) => {
    const arrived = performance.now();
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw) as Body;
      const messages = body.messages ?? [];
      const question = [...messages].reverse().find((m) => m.role === 'user');
      const tag = TAG.exec(String(question?.content ?? ''))?.[1] ?? '';
      const script = scripts.get(tag);
      if (!script) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no script for #${tag}` } }));
        return;
      }
      const toolRound = script.tool !== null && messages.at(-1)?.role !== 'tool';
      // Usage: a rough prompt size (the bench does not tokenize prompts on the hot path).
      const promptTokens = Math.round(raw.length / 3);
      const stamp: Stamps = { requestAt: arrived, tokenAt: [], firstSentenceAt: NaN };
      if (!toolRound) stamps.set(tag, stamp);
      stream(res, { stamp, body, script, toolRound, pace, promptTokens });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url: `http://127.0.0.1:${bound}/v1`, stamps, close };
}

interface Round {
  /** Filled in as tokens go out (the reply round's is the one the bench reads). */
  stamp: Stamps;
  body: Body;
  script: Script;
  toolRound: boolean;
  pace: Pace;
  promptTokens: number;
}

function stream(res: http.ServerResponse, round: Round) {
  const { stamp, body, script, toolRound, pace } = round;
  const arrived = stamp.requestAt;
  const chunks = new ChunkFactory('qwen3-4b');
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  res.flushHeaders();
  const send = (json: string) => res.write(`data: ${json}\n\n`);
  // One entry per generated token: the delta it sends (null: nothing to send yet).
  const deltas: (Record<string, unknown> | null)[] = [];
  if (toolRound) {
    const tool = script.tool!;
    for (let i = 0; i < tool.head - 1; i++) deltas.push(null);
    const head = { index: 0, id: `call_${Math.random().toString(36).slice(2, 10)}` };
    const fn = { name: tool.name, arguments: '' };
    deltas.push({ tool_calls: [{ ...head, type: 'function', function: fn }] });
    for (const a of tool.argumentPieces)
      deltas.push({ tool_calls: [{ index: 0, function: { arguments: a } }] });
    for (let i = 0; i < tool.tail; i++) deltas.push(null);
  } else {
    for (const p of script.reply.pieces) deltas.push(p === '' ? null : { content: p });
  }
  const { tokenAt } = stamp;
  let i = 0;
  let timer: NodeJS.Timeout | undefined;
  res.on('close', () => clearTimeout(timer));
  const next = () => {
    if (res.destroyed) return;
    // The role chunk goes with the first token, as vLLM sends it after the prefill.
    if (i === 0) send(chunks.role());
    const delta = deltas[i];
    tokenAt.push(performance.now());
    if (delta) send(chunks.chunk(delta));
    if (!toolRound && i === script.reply.firstSentenceEnd) stamp.firstSentenceAt = tokenAt[i]!;
    i++;
    if (i < deltas.length) {
      // Against the request's arrival, so the pace does not drift with timer lateness.
      const due = arrived + pace.firstTokenMs + i * pace.tokenMs;
      timer = setTimeout(next, Math.max(0, due - performance.now()));
      return;
    }
    send(chunks.chunk({}, toolRound ? 'tool_calls' : 'stop'));
    if (body.stream_options?.include_usage) {
      const usage = { prompt_tokens: round.promptTokens, completion_tokens: deltas.length };
      send(chunks.usage({ ...usage, total_tokens: usage.prompt_tokens + deltas.length }));
    }
    res.end('data: [DONE]\n\n');
  };
  timer = setTimeout(next, Math.max(0, arrived + pace.firstTokenMs - performance.now()));
}
