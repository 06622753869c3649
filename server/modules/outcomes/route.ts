import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { harnessParams } from '../shared/params';
import { requireRole, visibleHarness } from '../shared/access';
import { canReportViewers } from '../../auth/roles';
import { experimentTimelines } from '../experiments/experiment-timelines';
import {
  CLOCK_SKEW_MS,
  withinAnyExperiment,
  outcomeBatchSchema,
  outcomeIngestResultSchema,
  outcomeItemSchema,
  type OutcomeIngestResult,
} from '../../../src/harness/experiments';
import { checkItems, nothingAccepted, rejectItem } from '../shared/batch-items';
import { ingestOutcomes, toRow, viewerSecret, type OutcomeRow } from './outcome-store';
import { outcomeBatchEnvelope } from './schema';

const PATH = '/harnesses/:id/outcomes';
const SUMMARY =
  'Outcomes of viewers (orders, receipts, views, clicks), joined to the split arm they were served';

const RESPONSES = {
  200: {
    description:
      'At least one item accepted: how many, how many were replays, and each rejected item with its pointer',
    schema: outcomeIngestResultSchema,
  },
  400: { description: 'No item accepted: a problem whose `errors` point at each bad item' },
  403: { description: 'The role may not send outcomes (hosts and admins do)' },
  409: {
    description:
      'No item accepted, and every one reused an event id stored with other content (`outcome.event_id_reused`)',
  },
  422: {
    description:
      'No item accepted, each dated when no experiment of the harness ran (`outcome.outside_experiment`) or ahead (`outcome.future`)',
  },
};

export const outcomesModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: PATH,
      summary: SUMMARY,
      tag: 'experiments',
      params: harnessParams,
      body: outcomeBatchEnvelope,
      responses: RESPONSES,
      documentAs: [
        {
          path: PATH,
          summary: SUMMARY,
          params: harnessParams,
          body: outcomeBatchSchema,
          responses: RESPONSES,
        },
      ],
    },
    async (c, { params, body }) => {
      await visibleHarness(c, params.id);
      requireRole(canReportViewers(c.var.actor), 'send outcomes');
      const { db } = c.var.deps;
      const secret = await viewerSecret(db);
      // An outcome counts only in an experiment running when it happened (the report joins it
      // to the viewers exposed then), so one dated when none ran is refused, not stored.
      const windows = [...(await experimentTimelines(db, params.id)).values()].map((e) => e.phases);
      const rejected: OutcomeIngestResult['rejected'] = [];
      const rows: OutcomeRow[] = [];
      const latest = Date.now() + CLOCK_SKEW_MS;
      for (const { index, item } of checkItems(body.items, outcomeItemSchema, rejected)) {
        const at = Date.parse(item.at);
        if (at > latest) {
          rejected.push(
            rejectItem(
              index,
              '/at',
              'outcome.future',
              `This time is more than ${CLOCK_SKEW_MS / 60_000} minutes ahead; send outcomes once they happened.`,
              422,
            ),
          );
          continue;
        }
        if (!withinAnyExperiment(windows, at)) {
          rejected.push(
            rejectItem(
              index,
              '/at',
              'outcome.outside_experiment',
              'No experiment of this harness ran at this time, so the outcome would count in none.',
              422,
            ),
          );
          continue;
        }
        rows.push(toRow(secret, index, item));
      }
      const stored = await ingestOutcomes(db, params.id, rows);
      const result: OutcomeIngestResult = {
        accepted: stored.accepted,
        duplicates: stored.duplicates,
        rejected: [...rejected, ...stored.rejected].sort((a, b) => a.index - b.index),
      };
      if (result.accepted === 0) {
        // Only reused event ids: the request conflicts with what is stored, it is not malformed.
        if (result.rejected.every((r) => r.status === 409)) {
          throw nothingAccepted(
            'Every event id of this request was already used for another outcome.',
            result.rejected,
            { ...result },
          );
        }
        throw nothingAccepted('No outcome of this request was accepted.', result.rejected, {
          ...result,
        });
      }
      return c.json(result);
    },
  );
};
