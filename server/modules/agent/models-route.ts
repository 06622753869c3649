import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { harnessParams } from '../shared/params';
import { getLabels, type Label } from '../labels/label-store';
import { AGENT_PATHS, errorStatuses, openAiErrors } from './openai-dialect';
import { agentHarness, findLabel } from './resolve-model';

/** A label as an OpenAI "model"; `harness` is our extension (which version it runs now). */
const modelObject = z.object({
  id: z.string(),
  object: z.literal('model'),
  created: z.int(),
  owned_by: z.string(),
  harness: z.object({ id: z.string(), version: z.int().nullable() }),
});

const modelList = z.object({ object: z.literal('list'), data: z.array(modelObject) });

const toModel = (label: Label): z.infer<typeof modelObject> => ({
  id: label.name,
  object: 'model',
  // A label has no creation time of its own; its last move is when it became this model.
  created: Math.floor(Date.parse(label.updatedAt) / 1000),
  owned_by: label.harnessId,
  harness: { id: label.harnessId, version: label.version },
});

const errors = errorStatuses({
  401: 'No or a wrong API key (a studio token)',
  404: 'No such harness (or another shop\'s), or no such label (code "model_not_found")',
});

/** OpenAI "models": the labels a harness can be asked under, for `model` in a completion. */
export const agentModelsModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: AGENT_PATHS.models,
      summary: 'OpenAI-compatible list of models: the harness\'s labels, usable as "model"',
      tag: 'agent',
      params: harnessParams,
      responses: { 200: { description: 'The labels as models', schema: modelList }, ...errors },
      errors: openAiErrors,
    },
    async (c, { params }) => {
      await agentHarness(c, params.id);
      const labels = await getLabels(c.var.deps.db, params.id);
      return c.json({ object: 'list', data: labels.map(toModel) });
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: AGENT_PATHS.model,
      summary: 'OpenAI-compatible model: one label of the harness',
      tag: 'agent',
      params: harnessParams.extend({ model: z.string().max(256) }),
      responses: { 200: { description: 'The label as a model', schema: modelObject }, ...errors },
      errors: openAiErrors,
    },
    async (c, { params }) => {
      await agentHarness(c, params.id);
      const label = await findLabel(c, params.id, { name: params.model, pointer: '/model' });
      return c.json(toModel(label));
    },
  );
};
