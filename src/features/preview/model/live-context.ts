import { friendlyErrors, issuesToDiagnostics, liveContextSchema } from '../../../harness';
import type { Diagnostic, LiveContext } from '../../../harness';
import { instantInZone } from '../../../harness/zoned-instant';

/**
 * The live context checked with the core's own schema before sending, so a wrong price
 * shows at its field at once instead of coming back as a 400. Pointers are inside the
 * context (`/product/price`).
 */
export function contextProblems(context: LiveContext): Diagnostic[] {
  const result = liveContextSchema.safeParse(cleanContext(context), { error: friendlyErrors });
  return result.success ? [] : issuesToDiagnostics(result.error.issues);
}

/** The problems at a pointer or below it. */
export const problemsAt = (list: readonly Diagnostic[], pointer: string) =>
  list.filter((d) => d.pointer === pointer || d.pointer.startsWith(pointer + '/'));

/** What is sent: comments typed one per line, without the blank ones. */
export function cleanContext(context: LiveContext): LiveContext {
  const comments = (context.comments ?? []).map((c) => c.trim()).filter(Boolean);
  return { ...context, comments };
}

/** The room's `now`: the time set in it, else the clock's, with the harness zone's offset. */
export function roomNow(context: LiveContext, zone: string, clockMs: number): string | undefined {
  return context.now ?? instantInZone(clockMs, zone) ?? undefined;
}

/** What a turn is sent: the room cleaned, at its time (the clock's when none is set). */
export function sentContext(context: LiveContext, zone: string, clockMs: number): LiveContext {
  const now = roomNow(context, zone, clockMs);
  return { ...cleanContext(context), ...(now ? { now } : {}) };
}
