import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../sample';
import { harnessDocumentSchema } from '../schema/document';
import type { TurnRecord } from '../evaluation/turn-record';
import { originalCalls } from '../testing/variant-properties';
import { familyVariant } from './apply';
import { FOREIGN_KEY_PREFIX, callToVariant } from './inverse';
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
