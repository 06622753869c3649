import { skillLoaderTool, USE_SKILL_TOOL_NAME } from '../compile/skills';
import type { ExpectationOf } from './expectation-schema';
import type { ToolSignature } from './ast-matcher';
import { matchToolCalls } from './call-matching';
import { fail, pass, type Checker, type CheckEnv } from './check';
import type { RecordedToolCall } from './turn-record';
import { say, type CheckSay } from './check-codes';

/** `use_skill` only loads instructions: it is not an action, unless a case asks for it. */
function actionCalls(calls: readonly RecordedToolCall[], keepUseSkill = false) {
  return keepUseSkill ? [...calls] : calls.filter((c) => c.name !== USE_SKILL_TOOL_NAME);
}

function signatures(env: CheckEnv): ToolSignature[] {
  const loader = skillLoaderTool(env.harness)?.function;
  return [...env.harness.tools, ...(loader ? [loader] : [])];
}

export const checkToolCalls: Checker<ExpectationOf<'tool_calls'>> = (e, record, env) => {
  const wantsUseSkill = e.calls.some((c) => c.name === USE_SKILL_TOOL_NAME);
  const actual = actionCalls(record.toolCalls, wantsUseSkill);
  const result = matchToolCalls(e.calls, actual, signatures(env), e);
  const names = e.calls.map((c) => c.name).join(', ');
  if (result.pass)
    return pass(
      `The expected call(s) ${names} were made.`,
      say('calls_made', { names }),
      result.explanations,
      result.says,
    );
  // The first finding that is not a match says why.
  const at = result.says.findIndex((s) => s.code !== 'call_matched');
  return fail(
    result.explanations[at] ?? 'No match.',
    result.says[at] ?? say('calls_made', { names }),
    result.explanations,
    result.says,
  );
};

export const checkNoToolCall: Checker<ExpectationOf<'no_tool_call'>> = (_e, record) => {
  const calls = actionCalls(record.toolCalls);
  return calls.length === 0
    ? pass('No tool was called.', say('no_call'))
    : fail(
        `Expected no tool call; the model called ${calls.map((c) => c.name).join(', ')}.`,
        say('unexpected_calls', { names: calls.map((c) => c.name).join(', ') }),
      );
};

export const checkBlocked: Checker<ExpectationOf<'blocked'>> = (_e, record) => {
  if (record.outcome === 'blocked') return pass('The turn ended blocked.', say('blocked'));
  return fail(
    `Expected the turn to end blocked; it ended with the outcome ${record.outcome}.`,
    say('not_blocked', { outcome: record.outcome }),
  );
};

export const checkSkillUsed: Checker<ExpectationOf<'skill_used'>> = (e, record) => {
  const loaded = record.toolCalls.some(
    (c) => c.name === USE_SKILL_TOOL_NAME && c.arguments?.skill === e.skill,
  );
  if (loaded)
    return pass(
      `The model loaded the skill "${e.skill}" with ${USE_SKILL_TOOL_NAME}.`,
      say('skill_loaded', { skill: e.skill, tool: USE_SKILL_TOOL_NAME }),
    );
  if (record.skillsUsed.includes(e.skill))
    return pass(`The turn used the skill "${e.skill}".`, say('skill_used', { skill: e.skill }));
  const used = record.skillsUsed.join(', ');
  return fail(
    `The skill "${e.skill}" was not used (skills used: ${used || 'none'}).`,
    used
      ? say('skill_unused', { skill: e.skill, used })
      : say('skill_unused_none', { skill: e.skill }),
  );
};

export const checkHook: Checker<ExpectationOf<'hook'>> = (e, record) => {
  const runs = record.hooks.filter((h) => h.hook === e.hook);
  if (runs.some((h) => h.decision === e.decision))
    return pass(
      `The hook "${e.hook}" decided ${e.decision}.`,
      say('hook_decided', { hook: e.hook, decision: e.decision }),
    );
  if (runs.length === 0)
    return fail(
      `The hook "${e.hook}" did not run in this turn.`,
      say('hook_not_run', { hook: e.hook }),
    );
  const decisions = [...new Set(runs.map((h) => h.decision))].join(', ');
  return fail(
    `The hook "${e.hook}" decided ${decisions}, not ${e.decision}.`,
    say('hook_other', { hook: e.hook, decisions, decision: e.decision }),
  );
};

/** No streamed text (a hook answered): the viewer's first token is the end of the turn. */
export const checkLatency: Checker<ExpectationOf<'latency'>> = (e, record) => {
  const { firstTokenMs, totalMs } = record.timings;
  // Each measure is a detail with its own code and numbers, so the studio says it in the
  // reader's language (the summary's English joins them for the CLI and reports).
  const parts: { text: string; said: CheckSay; over: boolean }[] = [];
  if (e.firstTokenMs !== undefined) {
    const first = firstTokenMs ?? totalMs;
    const ms = Math.round(first);
    parts.push({
      text: `first token ${ms} ms${firstTokenMs === null ? ' (no stream; total)' : ''} / budget ${e.firstTokenMs} ms`,
      said: say(firstTokenMs === null ? 'latency_first_token_total' : 'latency_first_token', {
        ms,
        budget: e.firstTokenMs,
      }),
      over: first > e.firstTokenMs,
    });
  }
  if (e.totalMs !== undefined) {
    const ms = Math.round(totalMs);
    parts.push({
      text: `total ${ms} ms / budget ${e.totalMs} ms`,
      said: say('latency_total', { ms, budget: e.totalMs }),
      over: totalMs > e.totalMs,
    });
  }
  const over = parts.filter((p) => p.over).map((p) => p.text);
  const within = parts.filter((p) => !p.over).map((p) => p.text);
  const details = parts.map((p) => p.text);
  const detailSays = parts.map((p) => p.said);
  return over.length === 0
    ? pass(`Within budget: ${within.join('; ')}.`, say('latency_within'), details, detailSays)
    : fail(`Over budget: ${over.join('; ')}.`, say('latency_exceeded'), details, detailSays);
};
