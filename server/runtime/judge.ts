import type { CompiledRequest } from '../../src/harness/compile';
import type {
  JudgeVerdict,
  RecordedToolCall,
  RecordedToolResult,
  TestCase,
  TurnRecord,
} from '../../src/harness/evaluation';
import { ModelError, type ModelEndpoints } from './model-client';

/** Tests and logs tell a grading request from a host turn by this exact system message. */
export const JUDGE_SYSTEM_MESSAGE = [
  'You grade one answer of a live-stream shopping host (an AI that answers viewers about the',
  "product on screen). Decide only whether the host's final reply meets the rubric, taking the",
  'conversation, the tool calls with their results and the live context as the facts.',
  'Answer with exactly one JSON object and nothing else:',
  '{"pass": true, "reason": "<one short sentence>"} or {"pass": false, "reason": "<one short sentence>"}',
].join('\n');

/** A stored reason is read in a report row, not a page. */
const REASON_MAX = 300;
/** A tool result can be a whole catalogue; the grader needs its gist, and prompts cost time. */
const TOOL_TEXT_MAX = 1_000;
/** Room for a short verdict, and for a reasoning model's thinking before it. */
const ANSWER_TOKENS = 1_024;

/**
 * The core's JudgeFn plus the run's cancel signal: a cancelled run should not wait for a
 * grader. Assignable to JudgeFn, which calls it with three arguments.
 */
export type ServerJudge = (
  rubric: string,
  record: TurnRecord,
  about: { testCase: TestCase; endpoint?: string },
  signal?: AbortSignal,
) => Promise<JudgeVerdict>;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function toolLines(calls: readonly RecordedToolCall[], results: readonly RecordedToolResult[]) {
  if (calls.length === 0) return ['(none)'];
  // Records keep no call ids, and results are recorded as calls finish: each call takes the
  // first unclaimed result of the same tool.
  const unclaimed = [...results];
  return calls.map((c, i) => {
    const at = unclaimed.findIndex((r) => r.name === c.name);
    const result = at === -1 ? undefined : unclaimed.splice(at, 1)[0]!;
    const args = clip(c.arguments ? json(c.arguments) : c.rawArguments, TOOL_TEXT_MAX);
    const outcome = !result
      ? 'no result'
      : result.ok
        ? `result ${clip(json(result.result), TOOL_TEXT_MAX)}`
        : `error: ${clip(result.error, TOOL_TEXT_MAX)}`;
    return `${i + 1}. ${c.name}(${args}) -> ${outcome}`;
  });
}

/** Everything the grader may weigh, the reply last so a small model reads it nearest the task. */
export function judgeUserMessage(rubric: string, record: TurnRecord, testCase: TestCase): string {
  const lines = [
    '## Rubric',
    rubric,
    '',
    '## Conversation (the host answers the last viewer turn)',
  ];
  for (const turn of testCase.conversation) {
    lines.push(`${turn.role === 'user' ? 'Viewer' : 'Host'}: ${turn.content}`);
  }
  const product = testCase.context.product;
  if (product) {
    const list = product.listPrice === undefined ? '' : ` (list price ${product.listPrice})`;
    lines.push(
      '',
      '## Live context',
      `Product on screen: ${product.name}, price ${product.price}${list}`,
    );
  }
  lines.push('', "## The host's tool calls", ...toolLines(record.toolCalls, record.toolResults));
  lines.push('', "## The host's final reply");
  if (record.reply !== null) lines.push(record.reply);
  else {
    const error = record.error ? `: ${record.error}` : '';
    lines.push(
      `(none: the host said nothing; the turn ended with outcome "${record.outcome}"${error})`,
    );
  }
  lines.push('', 'Grade the final reply against the rubric. Answer with the JSON object only.');
  return lines.join('\n');
}

/** Index of the brace closing the object that opens at `start`, or -1 (strings may hold braces). */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return -1;
}

/**
 * The first JSON object in a model's answer. Small models wrap it in prose or ```json fences,
 * and reasoning models think first (`<think>` blocks may hold braces of their own).
 */
export function firstJsonObject(answer: string): Record<string, unknown> | null {
  const text = answer.replace(/<think>[\s\S]*?<\/think>/g, '');
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const end = objectEnd(text, start);
    if (end === -1) continue;
    try {
      const value: unknown = JSON.parse(text.slice(start, end + 1));
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        return value as Record<string, unknown>;
      }
    } catch {
      // Not JSON from this brace (prose like "{price}"): try the next one.
    }
  }
  return null;
}

/** The verdict in a judge's answer; throws a plain reason when there is none. */
export function readVerdict(answer: string, endpoint: string): JudgeVerdict {
  const said = answer.trim();
  if (said === '') throw new Error(`endpoint "${endpoint}" answered nothing.`);
  const verdict = firstJsonObject(said);
  if (!verdict) {
    throw new Error(`endpoint "${endpoint}" answered no JSON object: "${clip(said, 120)}"`);
  }
  if (typeof verdict.pass !== 'boolean') {
    throw new Error(
      `endpoint "${endpoint}" answered no boolean "pass" (true or false): ${clip(json(verdict), 120)}`,
    );
  }
  const reason =
    typeof verdict.reason === 'string' && verdict.reason.trim() !== ''
      ? verdict.reason.trim()
      : '(no reason given)';
  return { pass: verdict.pass, reason: clip(reason, REASON_MAX) };
}

function judgeRequest(rubric: string, record: TurnRecord, testCase: TestCase): CompiledRequest {
  return {
    model: '', // the client sends the endpoint's model
    messages: [
      { role: 'system', content: JUDGE_SYSTEM_MESSAGE },
      { role: 'user', content: judgeUserMessage(rubric, record, testCase) },
    ],
    // As repeatable as the server allows; the verdict is still marked non-deterministic.
    temperature: 0,
    top_p: 1,
    max_tokens: ANSWER_TOKENS,
  };
}

/**
 * Grades `judge` expectations with a configured endpoint: `defaultName` (JUDGE_ENDPOINT), or
 * the endpoint an expectation names. Every failure (unknown endpoint, HTTP error, time limit,
 * an answer without a verdict) is thrown as a plain message, which the core turns into a
 * failed check: a grader never ends a run.
 */
export function createJudge(endpoints: ModelEndpoints, defaultName: string): ServerJudge {
  return async (rubric, record, about, signal) => {
    const name = about.endpoint ?? defaultName;
    const client = endpoints.get(name);
    if (!client) {
      throw new Error(
        `no model endpoint "${name}" is configured (configured: ${endpoints.names().join(', ')}).`,
      );
    }
    let answer: string;
    try {
      const round = await client.stream(
        judgeRequest(rubric, record, about.testCase),
        signal ? { signal } : {},
      );
      answer = round.content;
    } catch (err) {
      if (err instanceof ModelError && err.code === 'cancelled') {
        throw new Error('the run was cancelled before the judge answered.');
      }
      throw new Error(`endpoint "${name}": ${err instanceof Error ? err.message : String(err)}`);
    }
    return readVerdict(answer, name);
  };
}
