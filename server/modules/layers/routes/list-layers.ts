import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { labelParams } from '../../labels/schema';
import { requireRole, visibleHarness } from '../../shared/access';
import { canReadExperiments } from '../../../../src/harness/experiments';
import { labelLayersSchema } from '../../../../src/harness/experiments/layers';
import { labelLayers } from '../layer-store';

export const listLayersRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/labels/:label/layers',
      summary:
        'The label\'s layers with their running experiments and free share, and the last 20 ended (docs/experiments.md, "Layers")',
      tag: 'experiments',
      params: labelParams,
      responses: {
        200: { description: 'The layers', schema: labelLayersSchema },
        403: { description: 'A merchant (experiments are not theirs to read)' },
        404: { description: 'No such harness or label' },
      },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      requireRole(canReadExperiments(c.var.actor), 'read experiments');
      return c.json(await labelLayers(c.var.deps.db, params.id, params.label));
    },
  );
};
