import type { IncomingMessage, ServerResponse } from 'node:http';
import { ChunkFactory, pieces, toolCallDeltas } from './chunks';
import type { ChatRequestBody, ScriptedResponse } from './scripts';
import { usageChunk } from './usage';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes one scripted answer as a stream (`data: {chunk}` ... `data: [DONE]`). */
export async function respondStreaming(
  req: IncomingMessage,
  res: ServerResponse,
  script: ScriptedResponse,
  model: string,
  body: ChatRequestBody = {},
): Promise<void> {
  if (script.kind === 'http_error') return respondError(res, script.status, script.message);
  if (script.kind === 'hang' && !script.afterHeaders) return; // never answers at all
  const f = new ChunkFactory(model);
  let closed = false;
  res.on('close', () => (closed = true));
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const send = (data: string) => {
    if (!closed) res.write(`data: ${data}\n\n`);
  };
  send(f.role());
  if (script.kind === 'hang') return;
  if (script.kind === 'bad_json_chunk') {
    send('{"choices": [');
    return void res.end();
  }
  if (script.firstTokenDelayMs) await sleep(script.firstTokenDelayMs);
  const pause = async () => {
    if (script.delayMs) await sleep(script.delayMs);
  };
  if (script.kind === 'cut') {
    const parts = pieces(script.text, script.chunkSize ?? 4).slice(0, script.afterChunks);
    for (const p of parts) {
      send(f.chunk({ content: p }));
      await pause();
    }
    // Let the chunks reach the client, then drop the connection the way a crashed server does.
    await sleep(30);
    return void req.socket.destroy();
  }
  const deltas =
    script.kind === 'text'
      ? pieces(script.text, script.chunkSize ?? 4).map((p) => ({ content: p }))
      : [
          ...(script.content ? pieces(script.content, script.chunkSize ?? 4) : []).map((p) => ({
            content: p,
          })),
          ...toolCallDeltas(script),
        ];
  for (const [i, d] of deltas.entries()) {
    if (closed) return;
    send(f.chunk(d));
    if (script.holdAfter?.chunks === i + 1) await script.holdAfter.until;
    await pause();
  }
  const finish = script.kind === 'text' ? (script.finishReason ?? 'stop') : 'tool_calls';
  send(f.chunk({}, finish));
  // As OpenAI streams it when asked: a last chunk with no choices and the usage.
  if (body.stream_options?.include_usage === true) send(usageChunk(f, script, body));
  send('[DONE]');
  res.end();
}

/** The same answer in one JSON body, for `stream: false`. */
export function respondWhole(res: ServerResponse, script: ScriptedResponse, model: string): void {
  if (script.kind === 'http_error') return respondError(res, script.status, script.message);
  if (script.kind !== 'text' && script.kind !== 'tool_calls') {
    return respondError(res, 500, `A ${script.kind} script needs stream: true.`);
  }
  const f = new ChunkFactory(model);
  const body =
    script.kind === 'text'
      ? f.completion({ role: 'assistant', content: script.text }, script.finishReason ?? 'stop')
      : f.completion(
          {
            role: 'assistant',
            content: script.content ?? null,
            tool_calls: script.calls.map((c, i) => ({
              id: c.id ?? `call_${i}`,
              type: 'function',
              function: { name: c.name, arguments: c.arguments },
            })),
          },
          'tool_calls',
        );
  res.writeHead(200, { 'content-type': 'application/json' }).end(body);
}

export function respondError(res: ServerResponse, status: number, message?: string): void {
  const body = { error: { message: message ?? `Scripted HTTP ${status}`, type: 'server_error' } };
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
