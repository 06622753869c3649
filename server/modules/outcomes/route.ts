import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { badRequest, conflict } from '../../http/problem';
import { harnessParams } from '../shared/params';
import { requireRole, visibleHarness } from '../shared/access';
import {
  canSendOutcomes,
  outcomeBatchSchema,
  outcomeIngestResultSchema,
  outcomeItemSchema,
  type OutcomeIngestResult,
} from '../../../src/harness/experiments';
import { checkItems, rejectItem } from '../shared/batch-items';
import { ingestOutcomes, toRow, viewerSecret, type OutcomeRow } from './outcome-store';
import { FUTURE_SLACK_MS, outcomeBatchEnvelope } from './schema';

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
  409: {
    description:
      'No item accepted, and every one reused an event id stored with other content (`outcome.event_id_reused`)',
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
      requireRole(canSendOutcomes(c.var.actor), 'send outcomes');
      const { db } = c.var.deps;
      const secret = await viewerSecret(db);
      const rejected: OutcomeIngestResult['rejected'] = [];
      const rows: OutcomeRow[] = [];
      const latest = Date.now() + FUTURE_SLACK_MS;
      for (const { index, item } of checkItems(body.items, outcomeItemSchema, rejected)) {
        if (Date.parse(item.at) > latest) {
          rejected.push(
            rejectItem(
              index,
              '/at',
              'outcome.future',
              'This time is in the future; send outcomes once they happened.',
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
        const errors = result.rejected.map(({ pointer, code, message }) => ({
          pointer,
          code,
          message,
        }));
        // Only reused event ids: the request conflicts with what is stored, it is not malformed.
        if (result.rejected.every((r) => r.status === 409)) {
          throw conflict('Every event id of this request was already used for another outcome.', {
            ...result,
          }).withErrors(errors);
        }
        throw badRequest('No outcome of this request was accepted.', errors, { ...result });
      }
      return c.json(result);
    },
  );
};
