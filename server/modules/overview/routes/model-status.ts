import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { modelStatusSchema } from '../../../../src/harness/overview';
import { ModelProbe } from '../model-probe';
import { endpointParams } from '../schema';

export const modelStatusRoute: ApiModule = (api, deps) => {
  const probe = new ModelProbe(deps.runtime.endpoints);
  defineRoute(
    api,
    {
      method: 'get',
      path: '/model-endpoints/:name/status',
      summary:
        'Whether the model server behind a configured endpoint answers (probed, the answer kept 10 s); never its URL',
      tag: 'preview',
      params: endpointParams,
      responses: { 200: { description: 'The endpoint', schema: modelStatusSchema } },
    },
    async (c, { params }) => c.json(await probe.status(params.name)),
  );
};
