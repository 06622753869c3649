import { friendlyErrors, issuesToDiagnostics, liveContextSchema } from '../../../harness';
import type { Diagnostic, LiveContext } from '../../../harness';

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
