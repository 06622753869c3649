import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { conflict } from '../../http/problem';
import { Conflict } from '../../db/store-errors';
import { labelParams } from '../labels/schema';
import { requireRole, visibleHarness } from '../shared/access';
import {
  canCheckGuardrails,
  canReadExperiments,
  experimentReportSchema,
} from '../../../src/harness/experiments';
import { experimentReport } from './experiment-report';
import { GuardrailChecker } from './guardrail-checker';

const checkResultSchema = z.object({
  harnessId: z.string(),
  label: z.string(),
  breached: z.array(z.string()),
  rolledBack: z.boolean(),
});

export const experimentsModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/labels/:label/experiment',
      summary:
        "The label's latest split as an experiment: arms, relative uplifts with always-valid intervals, SRM, guardrails, history",
      tag: 'experiments',
      params: labelParams,
      responses: {
        200: { description: 'The report', schema: experimentReportSchema },
        409: { description: 'The label has never split traffic (`experiment.no_split`)' },
      },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      requireRole(canReadExperiments(c.var.actor), 'read experiment reports');
      try {
        return c.json(await experimentReport(c.var.deps.db, params.id, params.label));
      } catch (err) {
        // A label that never split: said with a code a client can branch on.
        if (err instanceof Conflict) throw conflict(err.message, { code: 'experiment.no_split' });
        throw err;
      }
    },
  );

  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/labels/:label/experiment/check',
      summary:
        "Check the split's guardrails now (the studio also does every few minutes); rolls the label back on a breach",
      tag: 'experiments',
      params: labelParams,
      responses: {
        200: { description: 'What the check found', schema: checkResultSchema.nullable() },
      },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      requireRole(canCheckGuardrails(c.var.actor), 'check guardrails');
      const checker = new GuardrailChecker(c.var.deps.db, 0);
      return c.json(await checker.check(params.id, params.label));
    },
  );
};
