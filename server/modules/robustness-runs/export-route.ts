import { stream } from 'hono/streaming';
import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { visibleHarness } from '../shared/access';
import { sharegptDatasetInfo } from '../../../src/harness/variants/training';
import type { RobustnessRun } from '../../../src/harness/variants/run-contract';
import { getRobustnessRun } from './robustness-run-store';
import { robustnessRunParams } from './schema';
import { EXPORT_FORMATS, exportLines, type ExportFormat } from './training-export';
import { TrainingSource } from './training-source';

const exportQuery = z.strictObject({
  format: z.enum(EXPORT_FORMATS, { error: `Use one of: ${EXPORT_FORMATS.join(', ')}.` }),
  /** Only this endpoint's trials: a run that compared a teacher with a student. */
  endpoint: z.string().min(1).max(64).optional(),
});

/** The export's file name: harness, run and format, safe in a Content-Disposition header. */
export function exportFileName(run: RobustnessRun, format: ExportFormat): string {
  const harness = run.harnessId.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `${harness}-robustness-${run.id.slice(0, 8)}-${format}.jsonl`;
}

/** The dataset's name in LLaMA-Factory: the sharegpt file's name without `.jsonl`. */
const datasetName = (run: RobustnessRun) => exportFileName(run, 'sharegpt').replace(/\.jsonl$/, '');

export const robustnessExportModule: ApiModule = (api, deps) => {
  const { db } = deps;

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId/export',
      summary:
        "Training data from a run, one JSON line each, in each variant's own names: OpenAI chat (passing trials), LLaMA-Factory sharegpt (passing trials), OpenAI preference pairs, or RL environments",
      tag: 'robustness-runs',
      params: robustnessRunParams,
      query: exportQuery,
      responses: {
        200: { description: 'JSON lines (a download)', contentType: 'application/x-ndjson' },
      },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      const run = await getRobustnessRun(db, params.id, params.runId);
      const source = new TrainingSource(db, run);
      // Read before the first byte: a run whose source is gone still answers with a status.
      await source.document();
      c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
      c.header(
        'Content-Disposition',
        `attachment; filename="${exportFileName(run, query.format)}"`,
      );
      return stream(
        c,
        async (out) => {
          for await (const line of exportLines(db, source, query.format, query.endpoint)) {
            if (out.aborted) return;
            await out.write(`${JSON.stringify(line)}\n`);
          }
        },
        async (err) => {
          // The status is sent: the download ends short, and the log says why.
          console.error(`[robustness-export] run ${run.id}:`, err.message);
        },
      );
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/robustness-runs/:runId/export/dataset-info',
      summary: "The dataset_info.json entry that loads the run's sharegpt export in LLaMA-Factory",
      tag: 'robustness-runs',
      params: robustnessRunParams,
      responses: {
        200: {
          description: 'The entry, keyed by dataset name',
          schema: z.record(z.string(), z.unknown()),
        },
      },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const run = await getRobustnessRun(db, params.id, params.runId);
      return c.json(sharegptDatasetInfo(datasetName(run), exportFileName(run, 'sharegpt')));
    },
  );
};
