import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { canMoveLabel, canOverrideGate } from '../../auth/roles';
import { harnessParams } from '../shared/params';
import { visibleHarness, requireRole } from '../shared/access';
import { getLabel, getLabels, listLabelMoves } from './label-store';
import { judgedMove } from './judged-move';
import { labelMoveSchema, labelSchema, pageSchema } from '../../../src/harness/records';
import { labelMovesQuery, labelParams, moveLabelBody } from './schema';

export const labelsModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/labels',
      summary: 'Labels and the versions they point at',
      tag: 'labels',
      params: harnessParams,
      responses: { 200: { description: 'Labels', schema: z.array(labelSchema) } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      return c.json(await getLabels(c.var.deps.db, params.id));
    },
  );

  defineRoute(
    api,
    {
      method: 'put',
      path: '/harnesses/:id/labels/:label',
      summary: 'Move a label (publish or roll back), optionally splitting traffic',
      tag: 'labels',
      params: labelParams,
      body: moveLabelBody,
      responses: {
        200: {
          description: 'Moved',
          schema: z.object({ label: labelSchema, move: labelMoveSchema }),
        },
      },
    },
    async (c, { params, body }) => {
      const actor = c.var.actor;
      await visibleHarness(c, params.id);
      requireRole(canMoveLabel(actor, params.label), `move the label "${params.label}"`);
      if (body.override) requireRole(canOverrideGate(actor), 'override the publish gate');
      const result = await judgedMove(c.var.deps.db, params.id, params.label, body, actor.id);
      return c.json(result);
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/labels/:label/moves',
      summary: "A label's history: who moved it, when, from, to and why",
      tag: 'labels',
      params: labelParams,
      query: labelMovesQuery,
      responses: {
        200: {
          description: 'A page of moves',
          schema: pageSchema(labelMoveSchema),
        },
      },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      await getLabel(c.var.deps.db, params.id, params.label);
      return c.json(
        await listLabelMoves(c.var.deps.db, params.id, { ...query, label: params.label }),
      );
    },
  );
};
