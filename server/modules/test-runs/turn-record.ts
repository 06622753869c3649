import { USE_SKILL_TOOL_NAME } from '../../../src/harness/compile/skills';
import {
  skillsUsedInline,
  type RecordedHook,
  type TurnRecord,
} from '../../../src/harness/evaluation';
import type { HarnessDocument } from '../../../src/harness';
import type { TurnEvent } from '../../runtime/run-turn';

const DECISIONS = new Set<RecordedHook['decision']>([
  'continue',
  'block',
  'rewrite',
  'answer',
  'replace',
]);

/** What one turn did, in the plain JSON the evaluation core checks and the run stores. */
export function turnRecordFrom(events: readonly TurnEvent[], doc: HarnessDocument): TurnRecord {
  const record: TurnRecord = {
    reply: null,
    outcome: 'error',
    toolCalls: [],
    toolResults: [],
    hooks: [],
    skillsUsed: [],
    timings: { firstTokenMs: null, totalMs: 0 },
  };
  for (const e of events) {
    if (e.type === 'tool_call') {
      record.toolCalls.push({ name: e.name, arguments: e.arguments, rawArguments: e.rawArguments });
    } else if (e.type === 'tool_result') {
      record.toolResults.push(
        e.ok
          ? { name: e.name, ok: true, result: e.result }
          : { name: e.name, ok: false, error: e.error },
      );
    } else if (e.type === 'hook') {
      const decision = e.outcome as RecordedHook['decision'];
      if (DECISIONS.has(decision)) record.hooks.push({ hook: e.hookId, event: e.event, decision });
    } else if (e.type === 'error' && record.error === undefined) {
      record.error = e.message;
      record.errorCode = e.code;
      if (e.params) record.errorParams = e.params;
    } else if (e.type === 'done') {
      record.reply = e.reply;
      record.outcome = e.outcome;
      record.timings = { firstTokenMs: e.timings.firstTokenMs, totalMs: e.timings.totalMs };
    }
  }
  // On demand the model says which skill it loads; inline, the tools it called tell.
  const loaded = record.toolCalls
    .filter((c) => c.name === USE_SKILL_TOOL_NAME && typeof c.arguments?.skill === 'string')
    .map((c) => c.arguments!.skill as string);
  record.skillsUsed = [...new Set([...loaded, ...skillsUsedInline(doc, record.toolCalls)])];
  return record;
}
