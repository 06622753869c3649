import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { badRequest } from '../../http/problem';
import { harnessParams } from '../shared/params';
import { visibleHarness } from '../shared/access';
import { getLabels } from '../labels/label-store';
import { FUTURE_SLACK_MS } from '../outcomes/schema';
import { viewerSecret } from '../outcomes/outcome-store';
import { hashViewer } from '../traces/viewer-hash';
import { friendlyErrors, issuesToDiagnostics } from '../../../src/harness';
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

type Rejection = ExposureIngestResult['rejected'][number];

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
      const rejected: Rejection[] = [];
      const rows: ExposureRow[] = [];
      const now = Date.now();
      const reject = (index: number, field: string, code: string, message: string) =>
        rejected.push({ index, pointer: `/items/${index}${field}`, code, message, status: 400 });
      body.items.forEach((raw, index) => {
        const parsed = exposureItemSchema.safeParse(raw, { error: friendlyErrors });
        if (!parsed.success) {
          for (const d of issuesToDiagnostics(parsed.error.issues, ['items', index])) {
            rejected.push({
              index,
              pointer: d.pointer,
              code: d.code,
              message: d.message,
              status: 400,
            });
          }
          return;
        }
        const item = parsed.data;
        const at = item.at ? Date.parse(item.at) : now;
        if (at > now + FUTURE_SLACK_MS) {
          reject(
            index,
            '/at',
            'exposure.future',
            'This time is in the future; send exposures once served.',
          );
          return;
        }
        const split = running.get(item.experimentId);
        if (!split) {
          reject(
            index,
            '/experimentId',
            'exposure.not_running',
            `No label of this harness is running the experiment "${item.experimentId}" (it ended, or never ran here).`,
          );
          return;
        }
        rows.push({
          experimentId: item.experimentId,
          viewer: hashViewer(secret, item.viewerKey),
          arm: inSplit(split, item.viewerKey) ? 'treatment' : 'control',
          harnessId: params.id,
          percent: split.percent,
          at: new Date(at).toISOString(),
        });
      });
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
