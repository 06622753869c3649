import { say, type CheckSay } from './check-codes';
import type { ExpectedCall } from './expectation-schema';
import { checkCall, type ActualCall, type CallCheck, type ToolSignature } from './ast-matcher';

export interface CallExplanation {
  /** Index of the expected call. */
  expected: number;
  name: string;
  /** Index of the model's call it matched; null when none fits. */
  matched: number | null;
  /** When unmatched: the closest of the model's calls, and why it does not fit. */
  closest: number | null;
  problems: string[];
}

export interface ToolCallsMatch {
  pass: boolean;
  calls: CallExplanation[];
  /** The model's calls that matched no expected call. */
  unexpected: number[];
  /** One line per finding, for the reviewer. */
  explanations: string[];
  /** Each explanation as a code and params, in the same order. */
  says: CheckSay[];
}

export interface MatchOptions {
  order: 'any' | 'exact';
  /** Tolerate calls the case does not list; otherwise the counts must be equal. */
  allowExtra: boolean;
}

/** Kuhn's augmenting paths: a perfect matching is found whenever one exists, whatever the order. */
function maxMatching(fits: boolean[][], actualCount: number): number[] {
  const owner: number[] = Array.from({ length: actualCount }, () => -1);
  const tryAssign = (i: number, seen: boolean[]): boolean => {
    for (let j = 0; j < actualCount; j++) {
      if (!fits[i]![j] || seen[j]) continue;
      seen[j] = true;
      if (owner[j] === -1 || tryAssign(owner[j]!, seen)) {
        owner[j] = i;
        return true;
      }
    }
    return false;
  };
  fits.forEach((_, i) => tryAssign(i, []));
  const assigned = fits.map(() => -1);
  owner.forEach((i, j) => {
    if (i >= 0) assigned[i] = j;
  });
  return assigned;
}

function inOrder(fits: boolean[][], actualCount: number, allowExtra: boolean): number[] {
  if (!allowExtra) return fits.map((row, i) => (i < actualCount && row[i] ? i : -1));
  // Earliest fit first is optimal for finding the expected calls as a subsequence.
  let next = 0;
  return fits.map((row) => {
    for (let j = next; j < actualCount; j++) {
      if (row[j]) {
        next = j + 1;
        return j;
      }
    }
    return -1;
  });
}

function closest(
  checks: CallCheck[],
  actual: readonly ActualCall[],
  name: string,
  taken: Set<number>,
) {
  const candidates = actual
    .map((call, j) => ({ j, call, check: checks[j]! }))
    .filter((c) => c.call.name === name);
  const free = candidates.filter((c) => !taken.has(c.j));
  const pool = free.length ? free : candidates;
  pool.sort((a, b) => a.check.problems.length - b.check.problems.length);
  return pool[0];
}

/**
 * Matches the model's calls of a turn against the expected ones, BFCL style: in any order
 * a perfect matching between the two lists, in exact order position by position, and the
 * same number of calls unless `allowExtra`. Every expected call gets an explanation.
 */
export function matchToolCalls(
  expected: readonly ExpectedCall[],
  actual: readonly ActualCall[],
  tools: readonly ToolSignature[],
  options: MatchOptions,
): ToolCallsMatch {
  const byName = new Map(tools.map((t) => [t.name, t]));
  const checks = expected.map((e) => actual.map((a) => checkCall(e, a, byName.get(e.name))));
  const fits = checks.map((row) => row.map((c) => c.ok));
  const assigned =
    options.order === 'any'
      ? maxMatching(fits, actual.length)
      : inOrder(fits, actual.length, options.allowExtra);
  const taken = new Set(assigned.filter((j) => j >= 0));
  const explanations: string[] = [];
  const says: CheckSay[] = [];
  const countOk = options.allowExtra || expected.length === actual.length;
  if (!countOk) {
    explanations.push(`Expected ${expected.length} call(s); the model made ${actual.length}.`);
    says.push(say('call_count', { expected: expected.length, actual: actual.length }));
  }

  const calls = expected.map((e, i): CallExplanation => {
    const label = `Call ${i + 1} ${e.name}`;
    const j = assigned[i]!;
    if (j >= 0) {
      explanations.push(`${label}: matched the model's call ${j + 1}.`);
      says.push(say('call_matched', { n: i + 1, name: e.name, call: j + 1 }));
      return { expected: i, name: e.name, matched: j, closest: null, problems: [] };
    }
    const near = closest(checks[i]!, actual, e.name, taken);
    if (!near) {
      explanations.push(`${label}: the model never called ${e.name}.`);
      says.push(say('call_missing', { n: i + 1, name: e.name }));
      return { expected: i, name: e.name, matched: null, closest: null, problems: [] };
    }
    const problems = near.check.ok
      ? ['it fits, but not in the expected order']
      : near.check.problems;
    explanations.push(
      `${label}: no call fits; closest is call ${near.j + 1}: ${problems.join('; ')}.`,
    );
    says.push(
      say('call_closest', {
        n: i + 1,
        name: e.name,
        call: near.j + 1,
        problems: problems.join('; '),
      }),
    );
    return { expected: i, name: e.name, matched: null, closest: near.j, problems };
  });

  const unexpected = actual.map((_, j) => j).filter((j) => !taken.has(j));
  if (!options.allowExtra)
    for (const j of unexpected) {
      const call = actual[j]!;
      const args = call.rawArguments ?? JSON.stringify(call.arguments);
      explanations.push(`The model's call ${j + 1} ${call.name}(${args}) was not expected.`);
      says.push(say('call_unexpected', { call: j + 1, name: call.name, args }));
    }
  const pass = countOk && assigned.every((j) => j >= 0);
  return { pass, calls, unexpected, explanations, says };
}
