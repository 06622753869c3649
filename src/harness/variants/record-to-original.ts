import type { TurnRecord } from '../evaluation/turn-record';
import { checkArguments } from '../json-schema/argument-validator';
import type { Variant } from './types';
import {
  FOREIGN_KEY_PREFIX,
  callToOriginal,
  hookToOriginal,
  renameBack,
  skillToOriginal,
} from './inverse';
import { offeredNames, type OfferedNames } from './offered-names';

/**
 * Whether the variant's runtime refused the call's arguments (its own schema rejects them).
 * A required argument left out that the original's tool requires too is left to the call
 * check, which lets a case allow it (`optional`), so identity grades exactly as a test run;
 * one only the variant requires (a control gave the name to another tool) is a refusal.
 */
function refusedByVariant(
  variant: Variant,
  offered: OfferedNames,
  original: OfferedNames | undefined,
  call: { name: string; arguments: Record<string, unknown> | null },
  originalName: string,
): boolean {
  const schema = offered.parameters?.get(call.name);
  if (!schema || call.arguments === null) return false;
  const check = checkArguments(schema, call.arguments);
  if (check.ok || !('problems' in check)) return false;
  const alsoRequired = (property: string) => {
    if (!original) return true;
    const name = variant.inverse.arguments[originalName]?.[property]?.name ?? property;
    const required = original.parameters?.get(originalName)?.required;
    return Array.isArray(required) && required.includes(name);
  };
  return check.problems.some(
    (p) => !(p.keyword === 'required' && p.pointer === '' && alsoRequired(p.property!)),
  );
}

/**
 * A turn the model took in a variant, in the original harness's names, so the suite written
 * once grades it unchanged. What the variant does not offer (a tool's old name, a skill id it
 * renamed), and a call whose arguments the variant's own schema refuses, keep their name
 * behind FOREIGN_KEY_PREFIX: they never match an expectation, as the runtime refused them.
 * Without this a host that memorised the original would pass the negative controls (their
 * inverse is empty) although the runtime refused its calls.
 */
export function recordToOriginal(
  record: TurnRecord,
  variant: Variant,
  offered: OfferedNames = offeredNames(variant.document),
  /** The original's offered names and schemas: what a left-out argument is judged by. */
  original?: OfferedNames,
): TurnRecord {
  const { inverse } = variant;
  const toolName = (name: string) =>
    offered.tools.has(name) ? (inverse.tools[name] ?? name) : FOREIGN_KEY_PREFIX + name;
  return {
    ...record,
    toolCalls: record.toolCalls.map((call) => {
      const mapped = callToOriginal(inverse, offered, call);
      if (!mapped || refusedByVariant(variant, offered, original, call, mapped.name))
        return { ...call, name: FOREIGN_KEY_PREFIX + call.name };
      return { ...call, name: mapped.name, arguments: mapped.arguments ?? null };
    }),
    toolResults: record.toolResults.map((result) => {
      const name = toolName(result.name);
      if (!result.ok) return { ...result, name };
      return { ...result, name, result: renameBack(result.result, inverse.resultKeys[name]) };
    }),
    hooks: record.hooks.map((h) => ({ ...h, hook: hookToOriginal(inverse, h.hook) })),
    skillsUsed: record.skillsUsed
      .filter((id) => offered.skills.has(id))
      .map((id) => skillToOriginal(inverse, id)),
  };
}
