import { harnessDocumentSchema, type HarnessDocument } from '../schema/document';
import { sampleHarness } from '../sample';
import { testCaseSchema, type TestCase, type TestCaseInput } from './schema';
import type { RecordedToolCall, TurnRecord } from './turn-record';
import type { CheckEnv } from './check';

export function sampleDoc(): HarnessDocument {
  return harnessDocumentSchema.parse(structuredClone(sampleHarness));
}

export function toolCall(name: string, args: Record<string, unknown> | null): RecordedToolCall {
  return { name, arguments: args, rawArguments: args === null ? '{oops' : JSON.stringify(args) };
}

/** A plain model reply with no calls; tests override what they look at. */
export function turn(over: Partial<TurnRecord> = {}): TurnRecord {
  return {
    reply: '好的',
    outcome: 'reply',
    toolCalls: [],
    toolResults: [],
    hooks: [],
    skillsUsed: [],
    timings: { firstTokenMs: 800, totalMs: 2_000 },
    ...over,
  };
}

export function testCase(over: Partial<TestCaseInput> = {}): TestCase {
  return testCaseSchema.parse({
    id: 'case-1',
    name: 'A case',
    conversation: [{ role: 'user', content: '龙井有券吗？' }],
    expectations: [{ type: 'no_tool_call' }],
    ...over,
  });
}

export function envFor(context: TestCaseInput['context'] = {}): CheckEnv {
  return { harness: sampleDoc(), context: testCase({ context }).context };
}
