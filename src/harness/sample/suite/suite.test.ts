import { describe, expect, it } from 'vitest';
import { harnessDocumentSchema } from '../../schema/document';
import { liveContextSchema } from '../../schema/live-context';
import { TurnGuards } from '../../guards';
import { activePromotions } from '../../compile/promotions';
import { createLookup } from '../../compile/variables';
import { renderTemplate } from '../../template';
import { testSuiteSchema, type TestCase } from '../../evaluation/schema';
import type { ExpectedCall } from '../../evaluation/expectation-schema';
import { checkSuiteAgainstHarness } from '../../evaluation/suite-check';
import { evaluateCase } from '../../evaluation/evaluate';
import { sameJson } from '../../diff/same-json';
import { isOmitMarker } from '../../evaluation/argument-values';
import { skillsUsedInline } from '../../evaluation/skills-used';
import type { TurnRecord } from '../../evaluation/turn-record';
import { sampleContexts, sampleHarness } from '../index';
import { sampleSuite } from './index';

const doc = harnessDocumentSchema.parse(structuredClone(sampleHarness));
const parsed = testSuiteSchema.safeParse(sampleSuite);
const cases: TestCase[] = parsed.success ? parsed.data.cases : [];
const contexts = sampleContexts.map((c) =>
  testSuiteSchema.shape.cases.element.shape.context.parse(c.context),
);

/** The first accepted value of each argument: the call an ideal model makes. */
function idealArguments(call: ExpectedCall): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const [name, accepted] of Object.entries(call.arguments)) {
    const value = accepted.find((v) => !isOmitMarker(v)) ?? accepted[0];
    if (!(typeof value === 'object' && value !== null)) args[name] = value;
  }
  return args;
}

/** The runtime's fixture rule: the first response whose `match` is a subset of the arguments. */
function fixtureResult(name: string, args: Record<string, unknown>): unknown {
  const binding = doc.tools.find((t) => t.name === name)?.binding;
  if (binding?.type !== 'fixture') return undefined;
  const hit = binding.responses.find((r) =>
    Object.entries(r.match).every(([k, v]) => sameJson(args[k], v)),
  );
  return hit ? hit.response : binding.fallback;
}

const expectedCalls = (c: TestCase) =>
  c.expectations.flatMap((e) => (e.type === 'tool_calls' ? e.calls : []));

/** What the topics guard says to the case's last message before the model is asked, as the runtime runs it. */
function deflection(c: TestCase): string | null {
  const context = liveContextSchema.parse(c.context);
  const guards = new TurnGuards({
    settings: doc.settings.guards!,
    bannedWords: doc.settings.bannedWords,
    preferences: doc.preferences,
    ...(context.product ? { product: context.product } : {}),
    promotions: activePromotions(doc, context),
    toolResults: [],
    render: (template) => renderTemplate(template, createLookup(doc, context)),
  });
  return guards.deflection(c.conversation.at(-1)!.content)?.reply ?? null;
}

describe('the sample suite', () => {
  it('parses, has at least 30 cases with unique ids', () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('names only tools, parameters, hooks and skills the sample harness has, with well-typed values', () => {
    expect(checkSuiteAgainstHarness(cases, doc)).toEqual([]);
  });

  it('runs every case in one of the sample live rooms', () => {
    for (const c of cases)
      expect(
        contexts.some((ctx) => sameJson(ctx, c.context)),
        c.id,
      ).toBe(true);
  });

  it('expects calls the fixtures answer, and figures the fixtures or the screen hold', () => {
    for (const c of cases) {
      const results = expectedCalls(c).map((call) =>
        fixtureResult(call.name, idealArguments(call)),
      );
      for (const r of results) expect(r && typeof r === 'object' && 'error' in r, c.id).toBe(false);
      const known = JSON.stringify([results, c.context]);
      for (const e of c.expectations)
        if (e.type === 'reply_contains' && e.values.some((v) => /\d/.test(v)))
          expect(
            e.values.some((v) => known.includes(v)),
            `${c.id}: ${e.values.join('/')}`,
          ).toBe(true);
    }
  });

  it('expects the topics guard to answer exactly where its signals are, with what the case expects', async () => {
    const answered: string[] = [];
    for (const c of cases) {
      const expected = c.expectations.some((e) => e.type === 'hook' && e.hook === 'guard:topics');
      const reply = deflection(c);
      expect(reply !== null, c.id).toBe(expected);
      if (reply === null) continue;
      answered.push(c.id);
      // The deflect line is the whole reply (no model, no tool): its other checks see it.
      const record: TurnRecord = {
        reply,
        outcome: 'answered',
        toolCalls: [],
        toolResults: [],
        hooks: [{ hook: 'guard:topics', event: 'user_message', decision: 'answer' }],
        skillsUsed: [],
        timings: { firstTokenMs: null, totalMs: 5 },
      };
      const result = await evaluateCase(c, [record], doc);
      expect(
        result.trials[0]!.expectations.filter((e) => !e.pass),
        c.id,
      ).toEqual([]);
    }
    expect(answered.length).toBeGreaterThanOrEqual(5);
  });

  it('passes its tool-call and skill checks for an ideal model', async () => {
    for (const c of cases) {
      const calls = expectedCalls(c).map((call) => {
        const args = idealArguments(call);
        return { name: call.name, arguments: args, rawArguments: JSON.stringify(args) };
      });
      if (calls.length === 0) continue;
      const record: TurnRecord = {
        reply: null,
        outcome: 'reply',
        toolCalls: calls,
        toolResults: calls.map((call) => ({
          name: call.name,
          ok: true,
          result: fixtureResult(call.name, call.arguments),
        })),
        hooks: [],
        skillsUsed: skillsUsedInline(doc, calls),
        timings: { firstTokenMs: 500, totalMs: 1_000 },
      };
      const only = {
        ...c,
        expectations: c.expectations.filter(
          (e) => e.type === 'tool_calls' || e.type === 'skill_used',
        ),
      };
      const result = await evaluateCase(only, [record], doc);
      expect(
        result.trials[0]!.expectations.filter((e) => !e.pass),
        c.id,
      ).toEqual([]);
    }
  });
});
