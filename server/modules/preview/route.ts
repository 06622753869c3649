import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { eventStream } from '../../http/event-stream';
import { asBadRequest } from '../../http/problem';
import { invalidField } from '../../db/store-errors';
import { visibleHarness } from '../shared/access';
import { hostShop } from '../../auth/roles';
import type { TurnEvent } from '../../runtime/run-turn';
import { previewRequestSchema } from '../../../src/harness/preview-request';
import { endpointsSchema } from './schema';
import { SourceCache } from './source-cache';
import { VariantSources } from './variant-source';
import { shopDocument, visibleShopHarness } from './shop-source';

/** A comment line now and then keeps proxies from closing a turn that waits on a slow model. */
const KEEP_ALIVE_MS = 10_000;

/**
 * Trace events that can ride along with the next delta instead of waking the reader alone
 * (a `sentence` is not one: it is the moment the viewer hears it).
 */
const HELD = new Set<TurnEvent['type']>(['start', 'prompt', 'hook', 'model_start', 'model_end']);

export const previewModule: ApiModule = (api, deps) => {
  const { runtime } = deps;
  const sources = new SourceCache();
  const variants = new VariantSources();

  defineRoute(
    api,
    {
      method: 'get',
      path: '/model-endpoints',
      summary: 'The model endpoints configured on the server: names and models only',
      tag: 'preview',
      responses: { 200: { description: 'Endpoints', schema: endpointsSchema } },
    },
    (c) => {
      // The preview panel asks for this when it opens: a good moment to start the hook threads.
      runtime.sandbox.start();
      return c.json({ items: runtime.endpoints.describe() });
    },
  );

  defineRoute(
    api,
    {
      method: 'post',
      path: '/preview',
      summary:
        "Runs one turn of the draft, a version, a label or a robustness run's variant; Server-Sent Events: start, prompt, hook, model_start, delta, sentence, model_end, tool_call, tool_result, reply, error, done",
      tag: 'preview',
      body: previewRequestSchema,
      responses: {
        200: {
          description: 'The turn as an event stream; closing it cancels the turn',
          contentType: 'text/event-stream',
        },
      },
    },
    async (c, { body }) => {
      if (body.shop) await visibleShopHarness(c, body.harnessId, body.shop);
      else await visibleHarness(c, body.harnessId);
      // As on delivery: a merchant's preview is its own shop's host even when it names none.
      const shopId = body.variant ? body.shop : hostShop(c.var.actor, body.shop);
      // Under a robustness run's arm, the variant of the harness that run tested, not `source`.
      const base = body.variant
        ? await variants.load(deps.db, body.harnessId, body.variant)
        : await sources.load(c, body.harnessId, body.source);
      // A shop's host: `source` as the base, merged with the shop's overlay (or an unsaved one).
      const doc = shopId ? await shopDocument(c, body.harnessId, shopId, base, body.overlay) : base;
      const endpoint = body.endpoint ?? doc.model.endpoint;
      if (!runtime.endpoints.get(endpoint)) {
        const names = runtime.endpoints.names().join(', ');
        const whose = body.endpoint ? '' : " (the harness's model.endpoint)";
        throw asBadRequest(
          invalidField(
            '/endpoint',
            'unknown_endpoint',
            `No model endpoint is named "${endpoint}"${whose}. Configured: ${names}.`,
          ),
        );
      }
      const controller = new AbortController();
      c.req.raw.signal.addEventListener('abort', () => controller.abort());
      return eventStream(c, async (sink) => {
        sink.onAbort(() => controller.abort());
        let id = 0;
        const emit = (event: TurnEvent) => {
          const data = JSON.stringify(event);
          sink.send({ event: event.type, id: String(++id), data }, { hold: HELD.has(event.type) });
        };
        const keepAlive = setInterval(() => sink.comment('keep-alive'), KEEP_ALIVE_MS);
        try {
          await runtime.runTurn(
            { doc, conversation: body.conversation, context: body.context, endpoint },
            { signal: controller.signal, emit },
          );
        } finally {
          clearInterval(keepAlive);
        }
      });
    },
  );
};
