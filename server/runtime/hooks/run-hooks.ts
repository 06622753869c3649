import type { Hook, HookContext, HookDecision, HookEvent } from '../../../src/harness';
import type { HookEventData } from '../../../src/harness/runtime-events';
import type { SandboxPool } from './sandbox-pool';
import type { SandboxResult } from './sandbox-protocol';
import { parseDecision } from './decision';

/** One hook's run, as the trace shows it (the core's hook event, without its type). */
export type HookTrace = Omit<HookEventData, 'type'>;

/** The combined result of every hook of one event. */
export type EventResult =
  | {
      action: 'continue';
      context: HookContext;
      /** Hooks that rewrote (or replaced the sentence), in order. */ rewrittenBy: string[];
    }
  | { action: 'block'; reason: string; hookId: string; context: HookContext }
  | { action: 'answer'; reply: string; hookId: string; context: HookContext };

export interface RunHooksOptions {
  sandbox: SandboxPool;
  signal?: AbortSignal;
  onTrace: (trace: HookTrace) => void;
}

/** The decision the policy imposes when a hook fails. */
function onFailure(hook: Hook, message: string): HookDecision {
  if (hook.onError === 'fail_open') return { action: 'continue' };
  return {
    action: 'block',
    reason: `The hook "${hook.id}" failed and blocks (fail_closed): ${message}`,
  };
}

/** Starts hooks on one input together: one message to a sandbox thread for all of them. */
function runAll(hooks: readonly Hook[], input: string, o: RunHooksOptions): Promise<HookTrace>[] {
  const jobs = hooks.map((hook) => ({
    source: hook.source,
    input,
    timeoutMs: hook.timeoutMs,
    memoryLimitBytes: hook.memoryLimitKb * 1024,
  }));
  return o.sandbox.runAll(jobs, o.signal).map((run, i) => run.then((r) => traceOf(hooks[i]!, r)));
}

function traceOf(hook: Hook, result: SandboxResult): HookTrace {
  const base = { hookId: hook.id, event: hook.event, durationMs: result.durationMs };
  if (!result.ok) {
    const decision = onFailure(hook, result.message);
    const error = { kind: result.kind, message: result.message, policy: hook.onError };
    return { ...base, outcome: decision.action, decision, error };
  }
  const parsed = parseDecision(result.output, hook.event);
  if (!parsed.ok) {
    const decision = onFailure(hook, parsed.message);
    const error = {
      kind: 'invalid_decision' as const,
      message: parsed.message,
      policy: hook.onError,
    };
    return { ...base, outcome: decision.action, decision, error };
  }
  return { ...base, outcome: parsed.decision.action, decision: parsed.decision };
}

/** Applies a rewrite (or a sentence's replacement) to the context the next hook sees. */
function applyRewrite(
  ctx: HookContext,
  d: Extract<HookDecision, { action: 'rewrite' | 'replace' }>,
): HookContext {
  const next = { ...ctx };
  if (d.action === 'replace') return { ...next, sentence: d.sentence };
  if (d.message !== undefined) next.message = d.message;
  if (d.reply !== undefined) next.reply = d.reply;
  if (d.arguments !== undefined && ctx.toolCall) {
    next.toolCall = { ...ctx.toolCall, arguments: d.arguments };
  }
  return next;
}

/**
 * Runs the enabled hooks of one event in document order. Rewrites chain (each hook sees
 * the previous one's result); the first block or answer ends the event.
 *
 * Hooks are pure functions of their input (each call starts afresh, no I/O), so all the
 * remaining ones are started at once on the same input, betting that they continue. When
 * one rewrites, the hooks after it run again on the rewritten input; their first answers
 * are dropped untraced. The result is the sequential one; only the waiting overlaps.
 */
export async function runHooks(
  hooks: readonly Hook[],
  event: HookEvent,
  ctx: HookContext,
  options: RunHooksOptions,
): Promise<EventResult> {
  let context = { ...ctx, event };
  const rewrittenBy: string[] = [];
  let pending = hooks.filter((h) => h.enabled && h.event === event);
  while (pending.length > 0 && !options.signal?.aborted) {
    // Hooks started together get the same input: serialised once.
    const input = JSON.stringify(context);
    const runs = runAll(pending, input, options);
    let next: Hook[] = [];
    for (let i = 0; i < pending.length; i++) {
      const hook = pending[i]!;
      const trace = await runs[i]!;
      options.onTrace(trace);
      const d = trace.decision;
      if (!d || d.action === 'continue') continue;
      if (d.action === 'block')
        return { action: 'block', reason: d.reason, hookId: hook.id, context };
      if (d.action === 'answer')
        return { action: 'answer', reply: d.reply, hookId: hook.id, context };
      context = applyRewrite(context, d);
      rewrittenBy.push(hook.id);
      next = pending.slice(i + 1);
      break;
    }
    pending = next;
  }
  return { action: 'continue', context, rewrittenBy };
}
