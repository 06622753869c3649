import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { notFound } from '../../../http/problem';
import { canMoveLabel } from '../../../auth/roles';
import { requireRole, visibleHarness } from '../../shared/access';
import { layerExperimentSchema } from '../../../../src/harness/experiments/layers';
import { endLayerExperiment } from '../layer-store';
import { layerExperimentParams } from '../schema';

export const endLayerExperimentRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'delete',
      path: '/harnesses/:id/labels/:label/layers/:layer/experiments/:experimentId',
      summary:
        'End a layer experiment: its viewers get what the label serves from now on and its buckets are free; its report stays',
      tag: 'experiments',
      params: layerExperimentParams,
      responses: {
        200: { description: 'The ended experiment', schema: layerExperimentSchema },
        404: {
          description:
            'No such harness or label, or no running experiment of that id in that layer (`layer.experiment_not_found`)',
        },
      },
    },
    async (c, { params }) => {
      const actor = c.var.actor;
      await visibleHarness(c, params.id);
      requireRole(canMoveLabel(actor, params.label), `end an experiment on "${params.label}"`);
      const ended = await endLayerExperiment(
        c.var.deps.db,
        params.id,
        params.label,
        params.layer,
        params.experimentId,
        actor.id,
      );
      if (!ended) {
        const message = `No experiment "${params.experimentId}" runs in the layer "${params.layer}".`;
        throw notFound(message).withErrors([
          { pointer: '/params/experimentId', message, code: 'layer.experiment_not_found' },
        ]);
      }
      return c.json(ended);
    },
  );
};
