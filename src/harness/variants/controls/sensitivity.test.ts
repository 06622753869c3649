import { describe, expect, it } from 'vitest';
import { checkCall, type ActualCall } from '../../evaluation/ast-matcher';
import type { ExpectedCall } from '../../evaluation/expectation-schema';
import { testSuiteSchema } from '../../evaluation/schema';
import { checkArguments } from '../../json-schema/argument-validator';
import { sampleHarness } from '../../sample';
import { sampleSuite } from '../../sample/suite';
import { harnessDocumentSchema } from '../../schema/document';
import type { Tool } from '../../schema/tool';
import { callToOriginal } from '../inverse';
import { offeredNames } from '../offered-names';
import { focusOfCases } from '../plan';
import type { Variant } from '../types';
import { applyControl, NEGATIVE_CONTROLS } from './index';

// Can the sample suite's call checks see each control? Two scripted hosts answer every
// expected call: one that memorised the original (same names, same arguments, whatever it
// is offered) and one that picks the tool by its description and fills what its schema asks.

const sample = harnessDocumentSchema.parse(sampleHarness);
const { cases } = testSuiteSchema.parse(sampleSuite);
const expectedCalls = cases.flatMap((c) =>
  c.expectations.flatMap((e) => (e.type === 'tool_calls' ? e.calls : [])),
);
type Properties = Record<string, Record<string, unknown>>;
const propertiesOf = (tool: Tool) => (tool.parameters.properties ?? {}) as Properties;

/** Arguments for a flat schema: the given values, else any value its type accepts. */
function fill(properties: Properties, given: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(properties).map(([k, p]) => {
      if (k in given) return [k, given[k]];
      if (Array.isArray(p.enum)) return [k, p.enum[0]];
      return [k, p.type === 'integer' || p.type === 'number' ? 1 : 'x'];
    }),
  );
}

function originalCall(expected: ExpectedCall): ActualCall {
  const given: Record<string, unknown> = {};
  for (const [k, values] of Object.entries(expected.arguments)) {
    const value = values.find((v) => !(typeof v === 'object' && v !== null && '$omitted' in v));
    if (value !== undefined) given[k] = value;
  }
  const tool = sample.tools.find((t) => t.name === expected.name)!;
  return { name: expected.name, arguments: fill(propertiesOf(tool), given) };
}

function readingHostCall(variant: Variant, expected: ExpectedCall): ActualCall {
  const wanted = sample.tools.find((t) => t.name === expected.name)!;
  const tool = variant.document.tools.find((t) => t.description === wanted.description)!;
  const original = originalCall(expected).arguments!;
  const known = Object.fromEntries(
    Object.entries(original).filter(([k]) => k in propertiesOf(tool)),
  );
  return { name: tool.name, arguments: fill(propertiesOf(tool), known) };
}

/**
 * Calls that pass, read back with the variant's inverse; `refused` also fails a call the
 * variant's runtime would refuse (arguments its own schema rejects).
 */
function passes(variant: Variant, host: (e: ExpectedCall) => ActualCall, refused: boolean) {
  const offered = offeredNames(variant.document);
  return expectedCalls.filter((expected) => {
    const call = host(expected);
    const mapped = callToOriginal(variant.inverse, offered, call);
    const tool = sample.tools.find((t) => t.name === expected.name);
    if (!mapped || !checkCall(expected, mapped, tool).ok) return false;
    if (!refused) return true;
    const runs = variant.document.tools.find((t) => t.name === call.name)!;
    return checkArguments(runs.parameters, call.arguments).ok;
  }).length;
}

const focus = focusOfCases(sample, cases);
const control = (id: string) =>
  applyControl(
    sample,
    NEGATIVE_CONTROLS.find((c) => c.id === id)!,
    1,
    focus,
  )!;
const memorised = originalCall;

describe('what the sample suite can see of each control (call checks only)', () => {
  const all = expectedCalls.length;

  it('both hosts pass every call of the unchanged harness', () => {
    const identity: Variant = { ...control('delete-instruction'), document: sample };
    expect(passes(identity, memorised, true)).toBe(all);
    expect(passes(identity, (e) => readingHostCall(identity, e), true)).toBe(all);
  });

  it('a memorising host is caught only when calls the runtime refused count as wrong', () => {
    for (const id of ['shuffle-tool-names', 'drop-required-parameter']) {
      expect(passes(control(id), memorised, false)).toBe(all);
      expect(passes(control(id), memorised, true)).toBeLessThan(all);
    }
  });

  it('a host that reads descriptions is caught by the tool controls', () => {
    for (const id of ['swap-tool-descriptions', 'shuffle-tool-names', 'drop-required-parameter']) {
      const variant = control(id);
      expect(passes(variant, (e) => readingHostCall(variant, e), true)).toBeLessThan(all);
    }
  });

  it('deleting an instruction is invisible to call checks (reply checks must see it)', () => {
    const variant = control('delete-instruction');
    expect(passes(variant, memorised, true)).toBe(all);
    expect(passes(variant, (e) => readingHostCall(variant, e), true)).toBe(all);
  });
});
