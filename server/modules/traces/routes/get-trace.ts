import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { traceSchema } from '../../../../src/harness/traces';
import { traceParams } from '../schema';
import { traceReader } from './trace-scope';

export const getTraceRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  const readTrace = traceReader(db);
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
