import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../sample';
import { harnessDocumentSchema } from '../schema/document';
import type { TurnRecord } from '../evaluation/turn-record';
import { originalCalls } from '../testing/variant-properties';
import { familyVariant, identityVariant } from './apply';
import { applyControl, NEGATIVE_CONTROLS } from './controls';
import { callToVariant } from '../testing/internals';
import { FOREIGN_KEY_PREFIX } from './inverse';
import { offeredNames } from './offered-names';
import { recordToOriginal } from './record-to-original';

const sample = harnessDocumentSchema.parse(sampleHarness);

const recordOf = (calls: { name: string; arguments: Record<string, unknown> | null }[]) =>
  ({
    reply: 'ok',
    outcome: 'reply',
    toolCalls: calls.map((c) => ({ ...c, rawArguments: JSON.stringify(c.arguments) })),
    toolResults: calls.map((c) => ({ name: c.name, ok: true, result: {} })),
    hooks: [],
    skillsUsed: [],
    timings: { firstTokenMs: 1, totalMs: 2 },
  }) satisfies TurnRecord;

describe('recordToOriginal', () => {
  const variant = familyVariant(sample, 'tool-schemas', 7);
  const calls = originalCalls(sample);

  it("reads a host's calls in the variant's names back to the original's", () => {
    const inVariant = calls.map((c) => callToVariant(variant.inverse, c));
    expect(inVariant.map((c) => c.name)).not.toEqual(calls.map((c) => c.name));
    const back = recordToOriginal(recordOf(inVariant as never), variant);
    expect(back.toolCalls.map((c) => ({ name: c.name, arguments: c.arguments }))).toEqual(calls);
    expect(back.toolResults.map((r) => r.name)).toEqual(calls.map((c) => c.name));
  });

  it('marks calls to names the variant does not offer, so they never match', () => {
    const back = recordToOriginal(recordOf(calls as never), variant);
    const renamed = back.toolCalls.filter((c) => c.name.startsWith(FOREIGN_KEY_PREFIX));
    expect(renamed.length).toBeGreaterThan(0);
    for (const c of renamed) expect(sample.tools.map((t) => t.name)).not.toContain(c.name);
  });

  it('maps skills used back and drops ids the variant does not offer', () => {
    const skills = familyVariant(sample, 'skill-ids', 3);
    const [renamedId, originalId] = Object.entries(skills.inverse.skills)[0]!;
    const record = { ...recordOf([]), skillsUsed: [renamedId, originalId] };
    expect(recordToOriginal(record, skills).skillsUsed).toEqual([originalId]);
  });
});

describe('recordToOriginal and refused calls', () => {
  it("fails a call the variant's own schema refuses, as its runtime did", () => {
    const [control] = NEGATIVE_CONTROLS.filter((c) => c.id === 'drop-required-parameter');
    const variant = applyControl(sample, control!, 1)!;
    // The original's arguments, sent to the tool that lost one of its parameters.
    const dropped = sample.tools.find((t) => {
      const after = variant.document.tools.find((v) => v.name === t.name)!;
      return JSON.stringify(after.parameters) !== JSON.stringify(t.parameters);
    })!;
    const call = originalCalls(sample).find((c) => c.name === dropped.name)!;
    const back = recordToOriginal(recordOf([call]), variant);
    expect(back.toolCalls[0]!.name).toBe(FOREIGN_KEY_PREFIX + dropped.name);
    // The unchanged harness accepts the same call.
    const same = recordToOriginal(recordOf([call]), identityVariant(sample));
    expect(same.toolCalls[0]!.name).toBe(dropped.name);
  });

  it('leaves a missing required argument to the call check (a case may allow it)', () => {
    const tool = sample.tools.find((t) => (t.parameters.required as string[] | undefined)?.length)!;
    const call = { name: tool.name, arguments: {} };
    const back = recordToOriginal(recordOf([call]), identityVariant(sample));
    expect(back.toolCalls[0]!.name).toBe(tool.name);
  });
});

describe('recordToOriginal under shuffle-tool-names', () => {
  it('fails a call that leaves out what only the tool now under that name requires', () => {
    const [control] = NEGATIVE_CONTROLS.filter((c) => c.id === 'shuffle-tool-names');
    const variant = applyControl(sample, control!, 1)!;
    const original = offeredNames(sample);
    // Every original call sent as memorised, to whichever tool now has its name.
    const refused = originalCalls(sample).filter((call) => {
      const now = variant.document.tools.find((t) => t.name === call.name)!;
      const required = (now.parameters.required ?? []) as string[];
      return required.some((r) => !(r in (call.arguments ?? {})));
    });
    expect(refused.length).toBeGreaterThan(0);
    const back = recordToOriginal(recordOf(refused), variant, undefined, original);
    for (const c of back.toolCalls) expect(c.name.startsWith(FOREIGN_KEY_PREFIX)).toBe(true);
    // Without the original's schemas the left-out argument stays the call check's.
    const lenient = recordToOriginal(recordOf(refused), variant);
    expect(lenient.toolCalls.some((c) => !c.name.startsWith(FOREIGN_KEY_PREFIX))).toBe(true);
  });
});
