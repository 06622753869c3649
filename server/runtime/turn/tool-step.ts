import type { AssembledToolCall } from '../tool-call-assembler';
import { checkArguments, runBinding, type ResolvedTool } from '../tools/resolve-tool';
import type { ToolOutcome } from '../tools/tool-outcome';
import type { ToolResultSource } from './events';
import type { TurnScope } from './scope';
import { round1 } from './timing';

export interface CallResult {
  call: AssembledToolCall;
  outcome: ToolOutcome;
  bindingMs: number;
}

/** validate -> before_tool -> binding -> after_tool, for one call; never throws. */
async function runCall(
  scope: TurnScope,
  step: number,
  call: AssembledToolCall,
  tools: Map<string, ResolvedTool>,
): Promise<CallResult> {
  const finish = (outcome: ToolOutcome, source: ToolResultSource, bindingMs = 0): CallResult => {
    const base = {
      type: 'tool_result' as const,
      step,
      id: call.id,
      name: call.name,
      durationMs: round1(bindingMs),
      source,
    };
    scope.emit(
      outcome.ok
        ? { ...base, ok: true, result: outcome.result }
        : { ...base, ok: false, error: outcome.error },
    );
    return { call, outcome, bindingMs };
  };
  scope.emit({
    type: 'tool_call',
    step,
    id: call.id,
    name: call.name,
    arguments: call.arguments ?? null,
    rawArguments: call.rawArguments,
  });
  if (!call.arguments) return finish({ ok: false, error: call.argumentsError! }, 'validation');
  const tool = tools.get(call.name);
  if (!tool) {
    const known = [...tools.keys()].join(', ') || 'none';
    return finish(
      { ok: false, error: `There is no tool "${call.name}". Tools: ${known}.` },
      'unknown_tool',
    );
  }
  let args = call.arguments;
  const invalid = checkArguments(tool, args);
  if (invalid) return finish(invalid, 'validation');

  const before = await scope.hooks('before_tool', {
    toolCall: { name: call.name, arguments: args },
  });
  if (before.action === 'block') {
    return finish({ ok: false, error: `A hook blocked this call: ${before.reason}` }, 'hook');
  }
  if (before.action === 'answer') return finish({ ok: true, result: before.reply }, 'hook');
  if (before.context.toolCall && before.context.toolCall.arguments !== args) {
    args = before.context.toolCall.arguments;
    const rewritten = checkArguments(tool, args);
    if (rewritten) return finish(rewritten, 'validation');
  }

  const started = performance.now();
  const outcome = await runBinding(scope.doc, tool, args, {
    policy: scope.deps.policy,
    env: scope.deps.env,
    signal: scope.signal,
  });
  const bindingMs = performance.now() - started;
  scope.clock.tools.push({ id: call.id, name: call.name, durationMs: round1(bindingMs) });

  const after = await scope.hooks('after_tool', {
    toolCall: { name: call.name, arguments: args },
    toolResult: outcome.ok ? outcome.result : { error: outcome.error },
  });
  if (after.action === 'block') {
    return finish(
      { ok: false, error: `A hook withheld this result: ${after.reason}` },
      'hook',
      bindingMs,
    );
  }
  if (after.action === 'answer')
    return finish({ ok: true, result: after.reply }, 'hook', bindingMs);
  return finish(outcome, 'binding', bindingMs);
}

/**
 * Runs one round's calls concurrently (parallel tool calls are independent by contract)
 * and returns them in call order, which is also the order the model gets the results.
 */
export async function runToolCalls(
  scope: TurnScope,
  step: number,
  calls: AssembledToolCall[],
  tools: Map<string, ResolvedTool>,
): Promise<CallResult[]> {
  const results = await Promise.all(calls.map((c) => runCall(scope, step, c, tools)));
  scope.clock.toolMs += Math.max(0, ...results.map((r) => r.bindingMs));
  for (const r of results) {
    scope.toolResults.push({
      name: r.call.name,
      result: r.outcome.ok ? r.outcome.result : { error: r.outcome.error },
    });
  }
  return results;
}
