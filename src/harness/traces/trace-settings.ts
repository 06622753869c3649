import { z } from 'zod';

/** Defaults when a harness says nothing: every turn kept, for 30 days. */
export const TRACE_DEFAULTS = { sampleRate: 1, retentionDays: 30 } as const;

/** `settings.traces`: production traces of the harness's hosts (docs/harness-format.md). */
export const traceSettingsSchema = z.strictObject({
  /** Share of production turns kept as traces, 0-1 (0: none). */
  sampleRate: z.number().min(0).max(1).default(TRACE_DEFAULTS.sampleRate),
  /** Traces older than this many days are deleted. */
  retentionDays: z.int().min(1).max(3650).default(TRACE_DEFAULTS.retentionDays),
});

export type TraceSettings = z.infer<typeof traceSettingsSchema>;

/** The settings in force: the harness's, or the defaults. */
export function traceSettingsOf(settings: { traces?: Partial<TraceSettings> }): TraceSettings {
  return { ...TRACE_DEFAULTS, ...settings.traces };
}
