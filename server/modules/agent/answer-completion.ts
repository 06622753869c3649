import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { eventStream } from '../../http/event-stream';
import { problemResponse } from '../../http/errors';
import type { HarnessDocument } from '../../../src/harness';
import type { TurnEvent } from '../../runtime/run-turn';
import { checksSentences } from '../../../src/harness/guards';
import { CompletionWriter, finishReason } from './completion-format';
import type { CompletionBody } from './schema';
import type { StartedCompletion } from './start-completion';
import { streamError, turnFailure } from './turn-failure';

type ErrorEvent = Extract<TurnEvent, { type: 'error' }>;

/** Which events carry the text a stream sends: the reply, checked sentences or raw deltas. */
type Release = 'reply' | 'sentence' | 'delta';

function releaseOf(doc: HarnessDocument): Release {
  const has = (event: string) => doc.hooks.some((h) => h.enabled && h.event === event);
  if (has('before_reply')) return 'reply';
  return checksSentences(doc) ? 'sentence' : 'delta';
}

/** The text `e` sends to the client in this mode; null when it sends none. */
function sent(release: Release, e: TurnEvent): string | null {
  // A hook's answer streamed no deltas: it leaves whole.
  if (release === 'delta' && e.type === 'reply' && e.source === 'hook') return e.text || null;
  if (e.type !== release) return null;
  if (e.type === 'delta') return e.text;
  if (e.type === 'sentence' || e.type === 'reply') return e.text || null;
  return null;
}

const failed = (outcome: string) => outcome === 'error' || outcome === 'step_limit';

/** A `chat.completion` once the turn is done, or the OpenAI error it failed with. */
export async function wholeAnswer(c: Context<AppEnv>, started: StartedCompletion) {
  const { turn, feed, modelOf, model, harnessInfo } = started;
  for (const [name, value] of Object.entries(started.headers)) c.header(name, value);
  const done = await turn;
  let error: ErrorEvent | undefined;
  for await (const e of feed.read()) {
    modelOf(e);
    if (e.type === 'error') error ??= e;
  }
  if (failed(done.outcome)) return problemResponse(c, turnFailure(error));
  const out = new CompletionWriter(model.name);
  return c.json(
    out.whole(done.reply ?? '', finishReason(done.outcome), done.usage, harnessInfo(done)),
  );
}

/**
 * `chat.completion.chunk` events. Speech must not say what a compliance hook would change:
 * with before_reply hooks the text is sent once they have passed it; with before_sentence
 * hooks, each sentence as soon as they have passed it; without either, deltas as they come.
 */
export async function streamAnswer(
  c: Context<AppEnv>,
  started: StartedCompletion,
  body: CompletionBody,
) {
  const { feed, controller, modelOf, model, harnessInfo, headers } = started;
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  const release = releaseOf(started.doc);
  const first = await feed.first((e) => sent(release, e) !== null);
  if (first.type === 'done' && failed(first.outcome)) {
    let error: ErrorEvent | undefined;
    for await (const e of feed.read()) if (e.type === 'error') error ??= e;
    return problemResponse(c, turnFailure(error));
  }
  const usage = body.stream_options?.include_usage === true;
  // Straight to the socket (http/event-stream.ts): the headers, the role chunk and the
  // first text leave in one write, before anything else is done for this turn.
  return eventStream(
    c,
    async (sink) => {
      sink.onAbort(() => controller.abort());
      const out = new CompletionWriter(model.name, usage);
      const send = (data: string) => sink.send({ data });
      send(out.chunk({ role: 'assistant', content: '' }));
      let error: ErrorEvent | undefined;
      let over = false;
      const following = feed.follow((e) => {
        if (over) return;
        modelOf(e);
        if (e.type === 'error') error ??= e;
        const text = sent(release, e);
        if (text) send(out.chunk({ content: text }));
        if (e.type !== 'done') return;
        over = true;
        // OpenAI clients raise on an error chunk; `[DONE]` after it would claim success.
        if (failed(e.outcome)) return send(streamError(error));
        if (e.outcome !== 'cancelled') {
          const last = JSON.parse(out.chunk({}, finishReason(e.outcome)));
          send(JSON.stringify({ ...last, ...harnessInfo(e) }));
          if (usage) send(out.usageChunk(e.usage));
        }
        send('[DONE]');
      });
      // The events so far (the first text among them) leave now, before Hono's work
      // after this handler returns; later ones leave in the tick they come.
      sink.flush();
      await following;
    },
    { headers, flushHeaders: false },
  );
}
