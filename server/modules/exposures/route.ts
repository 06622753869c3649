import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { harnessParams } from '../shared/params';
import { requireRole, visibleHarness } from '../shared/access';
import { canReportViewers } from '../../auth/roles';
import { viewerSecret } from '../outcomes/outcome-store';
import { hashViewer } from '../traces/viewer-hash';
import { checkItems, nothingAccepted, rejectItem, type ItemRejection } from '../shared/batch-items';
import { experimentTimelines } from '../experiments/experiment-timelines';
import { inSplit } from '../../../src/harness/split';
import {
  CLOCK_SKEW_MS,
  shareAt,
  type OffWindow,
  exposureBatchSchema,
  exposureIngestResultSchema,
  exposureItemSchema,
  type ExposureIngestResult,
} from '../../../src/harness/experiments';
import { recordExposures, type ExposureRow } from './exposure-store';
import { exposureBatchEnvelope } from './schema';

const PATH = '/harnesses/:id/exposures';
const SUMMARY =
  'For hosts (agent tokens): viewers served under an experiment, at the time served (once per viewer and experiment)';

const RESPONSES = {
  200: {
    description: 'At least one item recorded: how many, and each rejected item with its pointer',
    schema: exposureIngestResultSchema,
  },
  400: { description: 'No item recorded: a problem whose `errors` point at each bad item' },
  403: { description: 'The role may not report exposures (hosts and admins do)' },
  422: {
    description:
      'No item recorded, each dated outside its experiment (`exposure.outside_experiment`) or ahead (`exposure.future`)',
  },
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
      await visibleHarness(c, params.id);
      requireRole(canReportViewers(c.var.actor), 'report exposures');
      const { db } = c.var.deps;
      const experiments = await experimentTimelines(db, params.id);
      const secret = await viewerSecret(db);
      const rejected: ItemRejection[] = [];
      const rows: ExposureRow[] = [];
      const now = Date.now();
      for (const { index, item } of checkItems(body.items, exposureItemSchema, rejected)) {
        const experiment = experiments.get(item.experimentId);
        if (!experiment) {
          rejected.push(
            rejectItem(
              index,
              '/experimentId',
              'exposure.not_running',
              `No label of this harness ran the experiment "${item.experimentId}".`,
            ),
          );
          continue;
        }
        const at = item.at ? Date.parse(item.at) : now;
        // The arm is the one served then: the share in force at `at`, not at this request.
        const share = shareAt(experiment.phases, at, now);
        if ('off' in share) {
          rejected.push(offWindow(index, share.off));
          continue;
        }
        const split = { version: 0, percent: share.percent, salt: experiment.salt };
        const below = inSplit(split, item.viewerKey);
        // A holdout's share is its control (held out); every row keeps the treatment's share.
        const holdout = experiment.kind === 'holdout';
        rows.push({
          experimentId: item.experimentId,
          viewer: hashViewer(secret, item.viewerKey),
          arm: below !== holdout ? 'treatment' : 'control',
          harnessId: params.id,
          percent: holdout ? 100 - share.percent : share.percent,
          at: new Date(at).toISOString(),
        });
      }
      // In the request's order, whichever check refused an item.
      rejected.sort((a, b) => a.index - b.index);
      if (rows.length === 0) {
        throw nothingAccepted('No exposure of this request was recorded.', rejected, {
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

/** A time the experiment did not run at: well-formed, but no viewer was served under it then. */
function offWindow(index: number, off: OffWindow): ItemRejection {
  return off === 'future'
    ? rejectItem(
        index,
        '/at',
        'exposure.future',
        `This time is more than ${CLOCK_SKEW_MS / 60_000} minutes ahead; send exposures once served.`,
        422,
      )
    : rejectItem(
        index,
        '/at',
        'exposure.outside_experiment',
        'The experiment did not run at this time: it is before its start or after its end.',
        422,
      );
}
