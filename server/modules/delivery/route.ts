import { z } from 'zod';
import { streamSSE } from 'hono/streaming';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { conflict, notFound } from '../../http/problem';
import { canSeeShop } from '../../auth/roles';
import { NotFound } from '../../db/store-errors';
import { harnessParams, labelName } from '../shared/params';
import { resolveLabel } from '../labels/label-store';
import type { LabelMoveEvent } from '../events/label-events';
import { etagMatches, resolvedHeaders } from './delivery-cache';

const resolvedQuery = z.strictObject({
  label: labelName.default('production'),
  /** The viewer or session id: one key always gets the same side of a traffic split. */
  key: z.string().min(1).max(256).optional(),
});

const KEEP_ALIVE_MS = 15_000;

export const deliveryModule: ApiModule = (api, deps) => {
  const cache = deps.delivery;

  async function visible(id: string, actor: Parameters<typeof canSeeShop>[0]) {
    const harness = await cache.harness(id).catch((err: unknown) => {
      if (err instanceof NotFound) throw notFound(`There is no harness "${id}".`);
      throw err;
    });
    if (!canSeeShop(actor, harness.shopId)) throw notFound(`There is no harness "${id}".`);
  }

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/resolved',
      summary:
        'For production agents: the ready-to-run harness a label (and split) resolves to; ETag/304',
      tag: 'delivery',
      params: harnessParams,
      query: resolvedQuery,
      responses: {
        200: { description: 'The resolved harness: document and compiled tools' },
        304: { description: 'Unchanged since the ETag sent in If-None-Match' },
      },
    },
    async (c, { params, query }) => {
      await visible(params.id, c.var.actor);
      const label = await cache.label(params.id, query.label);
      if (!label) throw notFound(`The harness "${params.id}" has no label "${query.label}".`);
      const version = resolveLabel(label, query.key);
      if (version === null)
        throw conflict(`The label "${query.label}" does not point at a version yet.`);
      const body = await cache.body(params.id, version);
      const headers = resolvedHeaders(body, version);
      if (etagMatches(c.req.header('if-none-match'), body.etag)) return c.body(null, 304, headers);
      return c.body(body.bytes as Uint8Array<ArrayBuffer>, 200, {
        ...headers,
        'content-type': 'application/json',
      });
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/events',
      summary: 'Server-Sent Events: a `label` event on every label move of this harness',
      tag: 'delivery',
      params: harnessParams,
      responses: { 200: { description: 'An event stream', contentType: 'text/event-stream' } },
    },
    async (c, { params }) => {
      await visible(params.id, c.var.actor);
      return streamSSE(c, async (stream) => {
        const queue: LabelMoveEvent[] = [];
        let wake: (() => void) | null = null;
        const onMove = (event: LabelMoveEvent) => {
          queue.push(event);
          wake?.();
        };
        cache.moves.on(params.id, onMove);
        stream.onAbort(() => {
          cache.moves.off(params.id, onMove);
          wake?.();
        });
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ harnessId: params.id }) });
        while (!stream.aborted) {
          const event = queue.shift();
          if (event) {
            await stream.writeSSE({
              event: 'label',
              id: String(event.moveId),
              data: JSON.stringify(event),
            });
            continue;
          }
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, KEEP_ALIVE_MS);
          });
          clearTimeout(timer);
          wake = null;
          if (queue.length === 0 && !stream.aborted) await stream.write(': keep-alive\n\n');
        }
        cache.moves.off(params.id, onMove);
      });
    },
  );
};
