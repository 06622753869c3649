import type { IncomingMessage, ServerResponse } from 'node:http';
import { respondError, respondStreaming, respondWhole } from './respond';
import { vllmRefusal } from './refusals';
import { readBody } from '../read-body';
import type { ChatRequestBody, RecordedRequest, Script } from './scripts';

/** What one model server's requests share: its answers queued, and every request seen. */
export interface ModelServerState {
  model: string;
  /** Refuse what vLLM refuses (another model name, no user message) as it does. */
  strict: boolean;
  queue: Script[];
  requests: RecordedRequest[];
  /** The answer used when the queue is empty. */
  fallback: Script | null;
}

/** One request to the model server: a test control, the model list or a chat completion. */
export async function handleRequest(
  req: IncomingMessage,
  res: ServerResponse,
  state: ModelServerState,
): Promise<void> {
  const path = (req.url ?? '/').split('?')[0]!;
  if (await handleControl(req, res, path, state)) return;
  if (req.method === 'GET' && path === '/v1/models') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ object: 'list', data: [{ id: state.model, object: 'model' }] }));
    return;
  }
  if (req.method !== 'POST' || path !== '/v1/chat/completions') {
    return respondError(res, 404, `No route ${req.method} ${path}`);
  }
  let body: ChatRequestBody;
  try {
    body = JSON.parse(await readBody(req)) as ChatRequestBody;
  } catch {
    return respondError(res, 400, 'The body is not JSON.');
  }
  await answerChat(req, res, { method: req.method, path, headers: req.headers, body }, state);
}

/** Test control over HTTP, for a server run as its own process (Playwright). */
async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  state: ModelServerState,
): Promise<boolean> {
  if (path === '/__scripts' && req.method === 'POST') {
    state.queue.push(...(JSON.parse(await readBody(req)) as Script[]));
    res.writeHead(204).end();
    return true;
  }
  if (path === '/__requests' && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(state.requests.map(({ path: p, body: b }) => ({ path: p, body: b }))));
    return true;
  }
  return false;
}

async function answerChat(
  req: IncomingMessage,
  res: ServerResponse,
  request: Omit<RecordedRequest, 'abandoned'>,
  state: ModelServerState,
): Promise<void> {
  const recorded: RecordedRequest = { ...request, abandoned: false };
  const { body } = recorded;
  state.requests.push(recorded);
  const refused = state.strict ? vllmRefusal(body, state.model) : null;
  if (refused) {
    const { status, message, type } = refused;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ object: 'error', message, type, param: null, code: status }));
    return;
  }
  res.on('close', () => {
    if (!res.writableFinished) recorded.abandoned = true;
  });
  const next = state.queue.shift() ?? state.fallback;
  if (!next) return respondError(res, 500, 'The test queued no response for this request.');
  const script = typeof next === 'function' ? next(recorded) : next;
  if (body.stream) await respondStreaming(req, res, script, state.model, body);
  else respondWhole(res, script, state.model);
}
