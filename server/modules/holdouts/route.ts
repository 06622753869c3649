import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { notFound, problemError, unprocessableContent } from '../../http/problem';
import { canMoveLabel } from '../../auth/roles';
import { labelParams } from '../labels/schema';
import { requireRole, visibleHarness } from '../shared/access';
import { issuesToDiagnostics, friendlyErrors } from '../../../src/harness';
import { canReadExperiments, experimentReportSchema } from '../../../src/harness/experiments';
import { holdoutRequestSchema, holdoutSchema } from '../../../src/harness/holdout';
import { endHoldout, latestHoldout, startHoldout } from './holdout-store';
import { reportByExperiment } from './report-by-experiment';

// The body is read as it comes and checked here, so a share out of range or a version that is
// not a number is a 422 at its field (the request is well-formed JSON the studio won't apply).
const holdoutBody = z.record(z.string(), z.unknown());

const noHoldout = (label: string) => {
  const message = `The label "${label}" has no holdout.`;
  return notFound(message).withErrors([{ pointer: '', message, code: 'holdout.not_found' }]);
};

export const holdoutsModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'put',
      path: '/harnesses/:id/labels/:label/holdout',
      summary:
        'Start a holdout: a share of viewers kept on a baseline version across every split and later publish (docs/experiments.md, "Holdouts")',
      tag: 'experiments',
      params: labelParams,
      body: holdoutBody,
      documentAs: [
        {
          path: '/harnesses/:id/labels/:label/holdout',
          summary: 'Start a holdout on the label',
          params: labelParams,
          body: holdoutRequestSchema,
          responses: {
            201: { description: 'Started', schema: holdoutSchema },
            409: {
              description:
                'One runs already (`holdout.exists`), or the label needs approvals and the baseline is not a version it served (`label.approvals_required`)',
            },
            422: {
              description:
                'A share outside 1-20 (`/percent`), or a version that does not exist (`/version`); nothing is written',
            },
          },
        },
      ],
      responses: { 201: { description: 'Started', schema: holdoutSchema } },
    },
    async (c, { params, body }) => {
      const actor = c.var.actor;
      await visibleHarness(c, params.id);
      requireRole(canMoveLabel(actor, params.label), `start a holdout on "${params.label}"`);
      const parsed = holdoutRequestSchema.safeParse(body, { error: friendlyErrors });
      if (!parsed.success) {
        const errors = issuesToDiagnostics(parsed.error.issues).map(problemError);
        throw unprocessableContent('The holdout has invalid fields.', errors);
      }
      const holdout = await startHoldout(
        c.var.deps.db,
        params.id,
        params.label,
        parsed.data,
        actor.id,
      );
      return c.json(holdout, 201);
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/labels/:label/holdout',
      summary: "The label's holdout, running (`endedAt` null) or the last one ended",
      tag: 'experiments',
      params: labelParams,
      responses: {
        200: { description: 'The holdout', schema: holdoutSchema },
        404: { description: 'The label never had one (`holdout.not_found`)' },
      },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const holdout = await latestHoldout(c.var.deps.db, params.id, params.label);
      if (!holdout) throw noHoldout(params.label);
      return c.json(holdout);
    },
  );

  defineRoute(
    api,
    {
      method: 'delete',
      path: '/harnesses/:id/labels/:label/holdout',
      summary: "End the label's holdout: its viewers are served as everyone else from now on",
      tag: 'experiments',
      params: labelParams,
      responses: {
        200: { description: 'The ended holdout', schema: holdoutSchema },
        404: { description: 'None runs (`holdout.not_found`)' },
      },
    },
    async (c, { params }) => {
      const actor = c.var.actor;
      await visibleHarness(c, params.id);
      requireRole(canMoveLabel(actor, params.label), `end the holdout on "${params.label}"`);
      const holdout = await endHoldout(c.var.deps.db, params.id, params.label, actor.id);
      if (!holdout) throw noHoldout(params.label);
      return c.json(holdout);
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/experiments/:experimentId/report',
      summary:
        "An experiment's report by its id: a split's (as its label's report), a holdout's (`kind: \"holdout\"`: control held out, treatment shipped) or a layer experiment's (`kind: \"layer\"`, with its layer's name and share)",
      tag: 'experiments',
      params: z.strictObject({ experimentId: z.string().min(1).max(64) }),
      responses: {
        200: { description: 'The report', schema: experimentReportSchema },
        404: { description: 'No experiment has this id (`experiment.not_found`)' },
      },
    },
    async (c, { params }) => {
      requireRole(canReadExperiments(c.var.actor), 'read experiment reports');
      const found = await reportByExperiment(c, params.experimentId);
      if (!found) {
        const message = `There is no experiment "${params.experimentId}".`;
        throw notFound(message).withErrors([
          { pointer: '/experimentId', message, code: 'experiment.not_found' },
        ]);
      }
      return c.json(found);
    },
  );
};
