import type { ApiModule, AppEnv } from '../../../http/app-env';
import type { Context } from 'hono';
import { defineRoute } from '../../../http/define-route';
import { NotFound } from '../../../db/store-errors';
import { traceSchema } from '../../../../src/harness/traces';
import { visibleHarness } from '../../shared/access';
import { getTrace } from '../trace-store';
import { traceParams } from '../schema';
import { scoped } from './trace-scope';

export const getTraceRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  const readTrace = async (c: Context<AppEnv>, harnessId: string, traceId: string) => {
    await visibleHarness(c, harnessId);
    const trace = await getTrace(db, harnessId, traceId);
    const scope = scoped(c, { shop: trace.shop ?? undefined });
    if (!scope || scope.shop !== (trace.shop ?? undefined)) {
      throw new NotFound(`There is no trace "${traceId}" of the harness "${harnessId}".`);
    }
    return trace;
  };
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/traces/:traceId',
      summary: 'One production trace: messages, tool calls, hook decisions, timings',
      tag: 'traces',
      params: traceParams,
      responses: { 200: { description: 'The trace', schema: traceSchema } },
    },
    async (c, { params }) => c.json(await readTrace(c, params.id, params.traceId)),
  );
};
