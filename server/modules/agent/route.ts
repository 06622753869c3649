import { streamSSE } from 'hono/streaming';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { problemResponse } from '../../http/errors';
import { conflict, invalidField, notFound } from '../../http/problem';
import { canSeeShop } from '../../auth/roles';
import { NotFound } from '../../db/store-errors';
import type { HarnessDocument } from '../../../src/harness';
import type { TurnEvent } from '../../runtime/run-turn';
import { resolveLabel } from '../labels/label-store';
import { harnessParams, labelName } from '../shared/params';
import { getVersionDocument } from '../versions/version-store';
import { CompletionWriter, conversationFrom, finishReason } from './completion-format';
import { EventFeed } from './event-feed';
import { completionBody, completionQuery } from './schema';
import { streamError, turnFailure } from './turn-failure';

type ErrorEvent = Extract<TurnEvent, { type: 'error' }>;

export const agentModule: ApiModule = (api, deps) => {
  const { delivery, runtime, db } = deps;
  // Versions are immutable: their parsed documents can be kept (bounded).
  const documents = new Map<string, Promise<HarnessDocument>>();
  const documentOf = (id: string, version: number) => {
    const key = `${id}@${version}`;
    let doc = documents.get(key);
    if (!doc) {
      if (documents.size >= 100) documents.delete(documents.keys().next().value!);
      doc = getVersionDocument(db, id, version);
      doc.catch(() => documents.delete(key));
      documents.set(key, doc);
    }
    return doc;
  };

  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/chat/completions',
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
        502: {
          description:
            'The model failed (HTTP error, broken stream, no reply within the step limit)',
        },
        503: { description: 'No model server answers' },
        504: { description: 'The model took longer than its time limit' },
      },
    },
    async (c, { params, query, body }) => {
      const header = c.req.header('x-harness-label');
      const labelResult = labelName.safeParse(query.label ?? header ?? 'production');
      if (!labelResult.success) throw invalidField('/query/label', 'Not a label name.');
      const label = labelResult.data;
      const harness = await delivery.harness(params.id).catch((err: unknown) => {
        if (err instanceof NotFound) throw notFound(`There is no harness "${params.id}".`);
        throw err;
      });
      if (!canSeeShop(c.var.actor, harness.shopId))
        throw notFound(`There is no harness "${params.id}".`);
      const found = await delivery.label(params.id, label);
      if (!found) throw notFound(`The harness "${params.id}" has no label "${label}".`);
      const version = resolveLabel(found, body.user);
      if (version === null) throw conflict(`The label "${label}" does not point at a version yet.`);
      const conversation = conversationFrom(body.messages);
      if (conversation.at(-1)?.role !== 'user') {
        throw invalidField('/messages', 'The last message must be the viewer\'s (role "user").');
      }
      const doc = await documentOf(params.id, version);

      const controller = new AbortController();
      c.req.raw.signal.addEventListener('abort', () => controller.abort());
      const feed = new EventFeed();
      const turn = runtime.runTurn(
        { doc, conversation, context: body.harness_context ?? {} },
        { signal: controller.signal, emit: feed.push },
      );
      c.header('X-Harness-Version', String(version));
      c.header('X-Harness-Label', label);
      const configured = runtime.endpoints.get(doc.model.endpoint)?.config.model;
      let model = configured ?? doc.model.endpoint;
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
        return c.json(out.whole(done.reply ?? '', finishReason(done.outcome), harnessInfo(done)));
      }

      // Speech must not say what a compliance hook would change: with before_reply hooks
      // the text is sent once they have passed it; without, deltas stream as they come.
      const live = !doc.hooks.some((h) => h.enabled && h.event === 'before_reply');
      const first = await feed.first((e) => e.type === (live ? 'delta' : 'reply'));
      if (first.type === 'done' && (first.outcome === 'error' || first.outcome === 'step_limit')) {
        let error: ErrorEvent | undefined;
        for await (const e of feed.read()) if (e.type === 'error') error ??= e;
        return problemResponse(c, turnFailure(error));
      }
      return streamSSE(c, async (stream) => {
        stream.onAbort(() => controller.abort());
        const out = new CompletionWriter(model);
        const send = (data: string) => stream.writeSSE({ data });
        await send(out.chunk({ role: 'assistant', content: '' }));
        let error: ErrorEvent | undefined;
        for await (const e of feed.read()) {
          modelOf(e);
          if (e.type === 'error') error ??= e;
          if (live && e.type === 'delta') await send(out.chunk({ content: e.text }));
          if (!live && e.type === 'reply' && e.text) await send(out.chunk({ content: e.text }));
          if (e.type !== 'done') continue;
          if (e.outcome === 'error' || e.outcome === 'step_limit') await send(streamError(error));
          else if (e.outcome !== 'cancelled') {
            await send(
              JSON.stringify({
                ...JSON.parse(out.chunk({}, finishReason(e.outcome))),
                ...harnessInfo(e),
              }),
            );
          }
        }
        await send('[DONE]');
      });
    },
  );
};
