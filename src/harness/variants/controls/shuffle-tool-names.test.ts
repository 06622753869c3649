import { describe, expect, it } from 'vitest';
import { checkCall } from '../../evaluation/ast-matcher';
import { checkArguments } from '../../json-schema/argument-validator';
import { sampleHarness } from '../../sample';
import { harnessDocumentSchema } from '../../schema/document';
import { applyControl } from './index';
import { shuffleToolNames } from './shuffle-tool-names';

const sample = harnessDocumentSchema.parse(sampleHarness);

/** Arguments a tool's (flat) schema accepts: the first enum value, a number, a string. */
function validArguments(parameters: Record<string, unknown>): Record<string, unknown> {
  const properties = (parameters.properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.fromEntries(
    Object.entries(properties).map(([name, p]) => {
      if (Array.isArray(p.enum)) return [name, p.enum[0]];
      return [name, p.type === 'integer' || p.type === 'number' ? 1 : 'p-longjing-250'];
    }),
  );
}

describe('shuffle-tool-names', () => {
  it("gives every enabled tool another tool's name, keeping its schema and binding", () => {
    const variant = applyControl(sample, shuffleToolNames, 11)!;
    const names = variant.document.tools.map((t) => t.name);
    expect([...names].sort()).toEqual(sample.tools.map((t) => t.name).sort());
    variant.document.tools.forEach((t, i) => {
      expect(t.name).not.toBe(sample.tools[i]!.name);
      expect(t.parameters).toEqual(sample.tools[i]!.parameters);
      expect(t.binding).toEqual(sample.tools[i]!.binding);
      expect(t.description).toBe(sample.tools[i]!.description);
    });
    // Skills still name the tools they named; those names now call other functions.
    expect(variant.document.skills.map((s) => s.allowedTools)).toEqual(
      sample.skills.map((s) => s.allowedTools),
    );
  });

  it('grades differently: a call the variant accepts under a name fails the original check', () => {
    const variant = applyControl(sample, shuffleToolNames, 11)!;
    const byName = new Map(variant.document.tools.map((t) => [t.name, t]));
    let gradedDifferently = 0;
    for (const tool of sample.tools) {
      const original = { name: tool.name, arguments: validArguments(tool.parameters) };
      const now = byName.get(tool.name)!;
      // What a host reading the variant sends under this name: the arguments of the function
      // that now carries it.
      const inVariant = { name: tool.name, arguments: validArguments(now.parameters) };
      expect(checkArguments(now.parameters, inVariant.arguments).ok).toBe(true);
      const expected = { name: tool.name, arguments: {} };
      const graded = checkCall(expected, inVariant, tool);
      const before = checkCall(expected, original, tool);
      expect(before.ok).toBe(true);
      if (!graded.ok) gradedDifferently++;
    }
    // The sample's tools differ in their parameters except the two lookups by product id.
    expect(gradedDifferently).toBeGreaterThanOrEqual(3);
  });

  it('leaves a disabled tool its name, and needs two enabled tools', () => {
    const doc = harnessDocumentSchema.parse({
      ...sampleHarness,
      tools: sampleHarness.tools!.map((t, i) => ({ ...t, enabled: i === 0 })),
    });
    expect(applyControl(doc, shuffleToolNames, 2)).toBeNull();
    const three = harnessDocumentSchema.parse({
      ...sampleHarness,
      tools: sampleHarness.tools!.map((t, i) => ({ ...t, enabled: i !== 2 })),
    });
    const variant = applyControl(three, shuffleToolNames, 2)!;
    expect(variant.document.tools[2]!.name).toBe(three.tools[2]!.name);
  });
});
