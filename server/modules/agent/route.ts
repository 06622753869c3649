import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { eventStream } from '../../http/event-stream';
import { problemResponse } from '../../http/errors';
import { asBadRequest } from '../../http/problem';
import { invalidField } from '../../db/store-errors';
import type { HarnessDocument } from '../../../src/harness';
import { LoadingCache } from '../../cache/loading-cache';
import type { TurnEvent } from '../../runtime/run-turn';
import { harnessParams } from '../shared/params';
import { getVersionDocument } from '../versions/version-store';
import { CompletionWriter, conversationFrom, finishReason } from './completion-format';
import { ContextMemory } from './context-memory';
import { EventFeed } from './event-feed';
import { agentModelsModule } from './models-route';
import { AGENT_PATHS, errorStatuses, openAiErrors } from './openai-dialect';
import { agentHarness, chooseLabel, findLabel, labelServing } from './resolve-model';
import { agentShop, chooseShop } from './agent-shop';
import { completionBody, completionQuery } from './schema';
import { streamError, turnFailure } from './turn-failure';
import { armOf } from '../traces/arm';
import { checksSentences } from '../../../src/harness/guards';

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

export const agentModule: ApiModule = (api, deps) => {
  const { runtime, db } = deps;
  agentModelsModule(api, deps);
  // Versions are immutable: their parsed documents can be kept (bounded, least used out first).
  const documents = new LoadingCache<HarnessDocument>({ max: 100 });
  const documentOf = (id: string, version: number) =>
    documents.get(`${id}@${version}`, () => getVersionDocument(db, id, version));
  // Earlier turns' live contexts, so a follow-up's request extends the last (cache-friendly).
  const memory = new ContextMemory();

  defineRoute(
    api,
    {
      method: 'post',
      path: AGENT_PATHS.completions,
      summary:
        'OpenAI-compatible Chat Completions of the harnessed agent: runs the version a label resolves to (stream or not)',
      tag: 'agent',
      params: harnessParams,
      query: completionQuery,
      body: completionBody,
      responses: {
        200: {
          description: 'A chat.completion, or chat.completion.chunk events when stream is true',
        },
        ...errorStatuses({
          400: 'The request is invalid (`param` names the field), or the live context is',
          401: 'No or a wrong API key (a studio token)',
          404: 'No such harness, label (`model_not_found`) or shop (`shop_not_found`), or nothing published to the label (`model_not_published`)',
          413: 'The body is too large',
          429: 'The model server is rate limiting (its own 429, passed on)',
          500: 'The runtime failed',
          502: 'The model failed (HTTP error, broken stream, no reply within the step limit)',
          503: 'No model server answers, or none is configured for the harness',
          504: 'The model took longer than its time limit',
        }),
      },
      errors: openAiErrors,
    },
    async (c, { params, query, body }) => {
      const shopChoice = chooseShop(c, query);
      await agentHarness(c, params.id, shopChoice?.id);
      const shop = shopChoice && (await agentShop(c, params.id, shopChoice));
      const choice = chooseLabel(c, query, body.model);
      const found = await findLabel(c, params.id, choice);
      const label = found.name;
      const serving = labelServing(found, choice, body.user);
      const version = serving.version;
      const conversation = conversationFrom(body.messages);
      if (conversation.at(-1)?.role !== 'user') {
        throw asBadRequest(
          invalidField(
            '/messages',
            'invalid',
            'The last message must be the viewer\'s (role "user").',
          ),
        );
      }
      // A shop's host: the base version merged with its overlay, cached per both versions.
      const doc = shop
        ? (await deps.delivery.shops.host(shop, version)).document
        : await documentOf(params.id, version);

      const controller = new AbortController();
      c.req.raw.signal.addEventListener('abort', () => controller.abort());
      const feed = new EventFeed();
      const configured = runtime.endpoints.get(doc.model.endpoint)?.config.model;
      let model = configured ?? doc.model.endpoint;
      // Observers of production turns (traces, telemetry): events are kept only when one
      // wants this turn, and it hears of it once the runtime is done.
      // A keyed viewer served under an experiment is one of its units (off the hot path).
      deps.exposures.served(params.id, found, body.user, serving);
      const watch = deps.turnObservers.start({
        harnessId: params.id,
        label,
        version,
        arm: armOf(found, body.user),
        shop: shop?.shopId ?? null,
        viewerKey: body.user ?? null,
        doc,
        startedAt: Date.now(),
      });
      const context = body.harness_context ?? {};
      const viewer = body.harness_context?.viewer?.id ?? body.user;
      const history =
        doc.settings.promptLayout === 'cache-friendly'
          ? memory.history(
              viewer === undefined ? null : [params.id, shop?.shopId ?? '', viewer].join('\u0000'),
              conversation,
            )
          : undefined;
      const turn = runtime.runTurn(
        { doc, conversation, context, history },
        {
          signal: controller.signal,
          emit: watch
            ? (e) => {
                watch.event(e);
                feed.push(e);
              }
            : feed.push,
        },
      );
      if (watch) {
        const fallback = model;
        turn.then(
          (done) => watch.finish({ conversation, context, done, model: fallback }),
          () => undefined, // a runtime that threw answers 500 below; there is no turn to keep
        );
      }
      c.header('X-Harness-Version', String(version));
      c.header('X-Harness-Label', label);
      if (shop) c.header('X-Harness-Shop', shop.shopId);
      const modelOf = (e: TurnEvent) => {
        if (e.type === 'model_end') model = e.model;
      };
      const harnessInfo = (done: Extract<TurnEvent, { type: 'done' }>) => ({
        harness: { id: params.id, label, version, outcome: done.outcome, timings: done.timings },
      });

      if (!body.stream) {
        const done = await turn;
        let error: ErrorEvent | undefined;
        for await (const e of feed.read()) {
          modelOf(e);
          if (e.type === 'error') error ??= e;
        }
        if (done.outcome === 'error' || done.outcome === 'step_limit') {
          return problemResponse(c, turnFailure(error));
        }
        const out = new CompletionWriter(model);
        return c.json(
          out.whole(done.reply ?? '', finishReason(done.outcome), done.usage, harnessInfo(done)),
        );
      }

      // Speech must not say what a compliance hook would change: with before_reply hooks
      // the text is sent once they have passed it; with before_sentence hooks, each
      // sentence as soon as they have passed it; without either, deltas as they come.
      const release = releaseOf(doc);
      const first = await feed.first((e) => sent(release, e) !== null);
      if (first.type === 'done' && (first.outcome === 'error' || first.outcome === 'step_limit')) {
        let error: ErrorEvent | undefined;
        for await (const e of feed.read()) if (e.type === 'error') error ??= e;
        return problemResponse(c, turnFailure(error));
      }
      const headers: Record<string, string> = {
        'X-Harness-Version': String(version),
        'X-Harness-Label': label,
        ...(shop && { 'X-Harness-Shop': shop.shopId }),
      };
      // Straight to the socket (http/event-stream.ts): the headers, the role chunk and the
      // first text leave in one write, before anything else is done for this turn.
      return eventStream(
        c,
        async (sink) => {
          sink.onAbort(() => controller.abort());
          const out = new CompletionWriter(model, body.stream_options?.include_usage === true);
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
            if (e.outcome === 'error' || e.outcome === 'step_limit') {
              // OpenAI clients raise on an error chunk; `[DONE]` after it would claim success.
              send(streamError(error));
              return;
            }
            if (e.outcome !== 'cancelled') {
              send(
                JSON.stringify({
                  ...JSON.parse(out.chunk({}, finishReason(e.outcome))),
                  ...harnessInfo(e),
                }),
              );
              if (body.stream_options?.include_usage) send(out.usageChunk(e.usage));
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
    },
  );
};
