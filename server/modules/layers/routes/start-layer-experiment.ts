import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { conflict, problemError, unprocessableContent } from '../../../http/problem';
import { Conflict } from '../../../db/store-errors';
import { canMoveLabel } from '../../../auth/roles';
import { requireRole, visibleHarness } from '../../shared/access';
import { issuesToDiagnostics, friendlyErrors } from '../../../../src/harness';
import {
  layerExperimentRequestSchema,
  layerExperimentSchema,
  layerNameSchema,
} from '../../../../src/harness/experiments/layers';
import { startLayerExperiment } from '../layer-store';
import { layerBody, layerParams } from '../schema';

const PATH = '/harnesses/:id/labels/:label/layers/:layer/experiments';

/** A full layer is refused at the share asked for: the form shows it at that field. */
function atShare(err: unknown): unknown {
  if (!(err instanceof Conflict) || err.refusal?.code !== 'layer.full') return err;
  const { code, free } = err.refusal;
  return conflict(err.message, { code, free }).withErrors([
    { pointer: '/share', message: err.message, code, params: { free: Number(free) } },
  ]);
}

export const startLayerExperimentRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: PATH,
      summary:
        "Start an experiment in a layer of the label: a share of the layer's viewers, a treatment version whose changed entities its treatment share gets",
      tag: 'experiments',
      params: layerParams,
      body: layerBody,
      documentAs: [
        {
          path: PATH,
          summary: 'Start an experiment in a layer of the label',
          params: layerParams,
          body: layerExperimentRequestSchema,
          responses: {
            201: { description: 'Started', schema: layerExperimentSchema },
            404: { description: 'No such harness or label' },
            409: {
              description:
                'The label serves no version (`label.unset`), the layer has no run of `share` free buckets (`layer.full`, at `/share`, with `free`), another layer or the split changes one of its entities (`layer.conflict`), or the label needs approvals and the version is not one it served (`label.approvals_required`); nothing is written',
            },
            422: {
              description:
                'A bad field (`/share`, `/percent`, `/version`...), a bad layer name (`layer.bad_name` at `/params/layer`), no such version (`layer.unknown_version`) or one that changes nothing (`layer.no_change`); nothing is written',
            },
          },
        },
      ],
      responses: { 201: { description: 'Started', schema: layerExperimentSchema } },
    },
    async (c, { params, body }) => {
      const actor = c.var.actor;
      await visibleHarness(c, params.id);
      requireRole(canMoveLabel(actor, params.label), `start an experiment on "${params.label}"`);
      const parsed = layerExperimentRequestSchema.safeParse(body, { error: friendlyErrors });
      if (!parsed.success) {
        const errors = issuesToDiagnostics(parsed.error.issues).map(problemError);
        throw unprocessableContent('The layer experiment has invalid fields.', errors);
      }
      const name = layerNameSchema.safeParse(params.layer);
      if (!name.success) {
        const message = `"${params.layer}" is not a layer name: use 1-40 lower-case letters, digits or dashes.`;
        throw unprocessableContent(message, [
          { pointer: '/params/layer', message, code: 'layer.bad_name' },
        ]);
      }
      const experiment = await startLayerExperiment(
        c.var.deps.db,
        params.id,
        params.label,
        name.data,
        parsed.data,
        actor.id,
      ).catch((err: unknown) => {
        throw atShare(err);
      });
      return c.json(experiment, 201);
    },
  );
};
