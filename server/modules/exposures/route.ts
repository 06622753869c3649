import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { badRequest } from '../../http/problem';
import { harnessParams } from '../shared/params';
import { visibleHarness } from '../shared/access';
import { getLabels } from '../labels/label-store';
import { FUTURE_SLACK_MS } from '../outcomes/schema';
import { viewerSecret } from '../outcomes/outcome-store';
import { hashViewer } from '../traces/viewer-hash';
import { checkItems, rejectItem, type ItemRejection } from '../shared/batch-items';
import { inSplit } from '../../../src/harness/split';
import type { LabelSplit } from '../../../src/harness/records';
import {
  exposureBatchSchema,
  exposureIngestResultSchema,
  exposureItemSchema,
  type ExposureIngestResult,
} from '../../../src/harness/experiments';
import { recordExposures, type ExposureRow } from './exposure-store';
import { exposureBatchEnvelope } from './schema';

const PATH = '/harnesses/:id/exposures';
const SUMMARY =
  'For agent clients: viewers served under a running experiment (once per viewer and experiment)';

const RESPONSES = {
  200: {
    description: 'At least one item recorded: how many, and each rejected item with its pointer',
    schema: exposureIngestResultSchema,
  },
  400: { description: 'No item recorded: a problem whose `errors` point at each bad item' },
};

export const exposuresModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: PATH,
      summary: SUMMARY,
      tag: 'experiments',
      params: harnessParams,
      body: exposureBatchEnvelope,
      responses: RESPONSES,
      documentAs: [
        {
          path: PATH,
          summary: SUMMARY,
          params: harnessParams,
          body: exposureBatchSchema,
          responses: RESPONSES,
        },
      ],
    },
    async (c, { params, body }) => {
      // Whoever may fetch the harness with a key (which records the same) may report it.
      await visibleHarness(c, params.id);
      const { db } = c.var.deps;
      const running = new Map<string, LabelSplit>();
      for (const l of await getLabels(db, params.id)) {
        if (l.split?.experimentId) running.set(l.split.experimentId, l.split);
      }
      const secret = await viewerSecret(db);
      const rejected: ItemRejection[] = [];
      const rows: ExposureRow[] = [];
      const now = Date.now();
      for (const { index, item } of checkItems(body.items, exposureItemSchema, rejected)) {
        const at = item.at ? Date.parse(item.at) : now;
        if (at > now + FUTURE_SLACK_MS) {
          rejected.push(
            rejectItem(
              index,
              '/at',
              'exposure.future',
              'This time is in the future; send exposures once served.',
            ),
          );
          continue;
        }
        const split = running.get(item.experimentId);
        if (!split) {
          rejected.push(
            rejectItem(
              index,
              '/experimentId',
              'exposure.not_running',
              `No label of this harness is running the experiment "${item.experimentId}" (it ended, or never ran here).`,
            ),
          );
          continue;
        }
        rows.push({
          experimentId: item.experimentId,
          viewer: hashViewer(secret, item.viewerKey),
          arm: inSplit(split, item.viewerKey) ? 'treatment' : 'control',
          harnessId: params.id,
          percent: split.percent,
          at: new Date(at).toISOString(),
        });
      }
      // In the request's order, whichever check refused an item.
      rejected.sort((a, b) => a.index - b.index);
      if (rows.length === 0) {
        const errors = rejected.map(({ pointer, code, message }) => ({ pointer, code, message }));
        throw badRequest('No exposure of this request was recorded.', errors, {
          accepted: 0,
          rejected,
        });
      }
      await recordExposures(db, rows);
      const result: ExposureIngestResult = { accepted: rows.length, rejected };
      return c.json(result);
    },
  );
};
