import { z } from 'zod';
import { outcomeRejectionSchema } from './schema';

/** The most items one exposures request may carry. */
export const MAX_EXPOSURE_BATCH = 1_000;

/**
 * That a viewer was served under a running experiment (the agent client sends these; the
 * agent endpoint and `/resolved?key=` record their own). The server works out the arm from
 * the key, the experiment's salt and the share in force, as it serves.
 */
export const exposureItemSchema = z.strictObject({
  experimentId: z.string().min(1, 'Give the experiment id.').max(64, 'Use at most 64 characters.'),
  viewerKey: z.string().min(1, 'Give the viewer key.').max(256, 'Use at most 256 characters.'),
  /** When the viewer was served (ISO 8601 with a zone); now when absent. */
  at: z.iso
    .datetime({
      offset: true,
      error: 'Use an ISO 8601 time with a zone, e.g. 2026-12-03T12:00:00Z.',
    })
    .optional(),
});

export type ExposureItem = z.infer<typeof exposureItemSchema>;

export const exposureBatchSchema = z.strictObject({
  items: z.array(exposureItemSchema).min(1).max(MAX_EXPOSURE_BATCH),
});

export const exposureIngestResultSchema = z.object({
  /** Items recorded, or already recorded for that viewer and arm (a viewer counts once). */
  accepted: z.int(),
  rejected: z.array(outcomeRejectionSchema),
});

export type ExposureIngestResult = z.infer<typeof exposureIngestResultSchema>;
