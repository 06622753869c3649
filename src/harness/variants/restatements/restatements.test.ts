import { describe, expect, it } from 'vitest';
import { sampleHarness } from '../../sample';
import { harnessDocumentSchema } from '../../schema/document';
import { validateHarness } from '../../validate';
import { armVariant } from '../arm-variant';
import { familyVariant } from '../apply';
import { emptyInverse } from '../inverse';
import { planRun, robustnessRunRequestSchema } from '../plan';
import { applyRestatements } from './apply-restatements';
import type { RestatementMap } from './contract';
import { restatedFamilyVariant } from './restated-variant';
import { restatableTexts, textHash } from './texts';

const sample = harnessDocumentSchema.parse(sampleHarness);
const errors = (doc: unknown) =>
  validateHarness(doc).diagnostics.filter((d) => d.severity === 'error');

/** Every listed text restated by `endpoint` as "<text> (restated)". */
function restateAll(endpoint = 'large'): RestatementMap {
  return Object.fromEntries(
    restatableTexts(sample).map((t) => [t.hash, { text: `${t.text} (restated)`, endpoint }]),
  );
}

describe('restatableTexts', () => {
  it('lists skill descriptions and instructions, tool and parameter descriptions once each', () => {
    const texts = restatableTexts(sample);
    const skill = sample.skills[0]!;
    const tool = sample.tools[0]!;
    expect(texts).toContainEqual(
      expect.objectContaining({
        part: 'skills',
        entity: skill.id,
        field: 'skill.description',
        text: skill.description,
        hash: textHash(skill.description),
      }),
    );
    expect(texts).toContainEqual(
      expect.objectContaining({
        entity: skill.id,
        field: 'skill.instructions',
        pointer: '/instructions',
      }),
    );
    expect(texts).toContainEqual(
      expect.objectContaining({ part: 'tools', entity: tool.name, field: 'tool.description' }),
    );
    const parameter = texts.find((t) => t.field === 'parameter.description')!;
    expect(parameter.pointer).toMatch(/^\/parameters\/.*\/description$/);
    expect(new Set(texts.map((t) => t.hash)).size).toBe(texts.length);
  });

  it('keeps to the parts asked for and lists a repeated text once', () => {
    expect(restatableTexts(sample, ['tools']).every((t) => t.part === 'tools')).toBe(true);
    const doc = structuredClone(sample);
    doc.skills[1]!.description = doc.skills[0]!.description;
    const again = restatableTexts(doc, ['skills']).filter(
      (t) => t.text === doc.skills[0]!.description,
    );
    expect(again).toHaveLength(1);
    expect(again[0]!.entity).toBe(doc.skills[0]!.id);
  });
});

describe('applyRestatements', () => {
  it('puts approved texts in place, keeps names, stays valid and says so', () => {
    const before = JSON.stringify(sample);
    const map = restateAll();
    const variant = applyRestatements(sample, map);
    expect(JSON.stringify(sample)).toBe(before);
    expect(variant.inverse).toEqual(emptyInverse());
    expect(errors(variant.document)).toEqual([]);
    expect(variant.document.skills[0]!.description).toBe(
      `${sample.skills[0]!.description} (restated)`,
    );
    expect(variant.document.tools.map((t) => t.name)).toEqual(sample.tools.map((t) => t.name));
    expect(JSON.stringify(variant.document.tools[0]!.parameters)).toContain('(restated)');
    expect(variant.description).toBe(
      `Restated texts used: ${Object.keys(map).length} texts as written by the model endpoint "large" and approved by a reviewer.`,
    );
  });

  it('counts only texts it replaced, skips one its field cannot hold, names every endpoint', () => {
    const [first, second] = restatableTexts(sample, ['skills']);
    const map: RestatementMap = {
      [first!.hash]: { text: 'x'.repeat(1025), endpoint: 'large' },
      [second!.hash]: { text: 'Short instructions.', endpoint: 'default' },
      unknown: { text: 'nothing matches', endpoint: 'other' },
    };
    const variant = applyRestatements(sample, map);
    expect(variant.document.skills[0]!.description).toBe(sample.skills[0]!.description);
    expect(variant.description).toContain('1 text as written by the model endpoint "default"');
    expect(applyRestatements(sample, {}).description).toMatch(/No approved restatement/);
  });
});

describe('restated variants in a run', () => {
  it('restates, then varies, only skill-content and tool-schemas', () => {
    const map = restateAll();
    const content = restatedFamilyVariant(sample, 'skill-content', 7, map);
    expect(content.description).toMatch(/^Restated texts used: /);
    expect(JSON.stringify(content.document.skills)).toContain('(restated)');
    expect(errors(content.document)).toEqual([]);
    const tools = restatedFamilyVariant(sample, 'tool-schemas', 7, map);
    expect(JSON.stringify(tools.document.tools)).toContain('(restated)');
    expect(tools.inverse).toEqual(familyVariant(sample, 'tool-schemas', 7).inverse);
    expect(restatedFamilyVariant(sample, 'skill-ids', 7, map)).toEqual(
      familyVariant(sample, 'skill-ids', 7),
    );
  });

  it('plans them only when given, and armVariant rebuilds the same arm', () => {
    const map = restateAll();
    const plan = planRun(sample, { variantsPerFamily: 1, seed: 3, restatements: map });
    const arm = plan.arms.find((a) => a.id === 'skill-content#1')!;
    expect(arm.variant.description).toMatch(/Restated texts used/);
    expect(armVariant(sample, arm, undefined, map)).toEqual(arm.variant);
    const identity = plan.arms.find((a) => a.id === 'identity')!;
    expect(JSON.stringify(identity.variant.document)).not.toContain('(restated)');
    const plain = planRun(sample, { variantsPerFamily: 1, seed: 3 });
    expect(plain.arms.find((a) => a.id === 'skill-content#1')!.variant.description).not.toMatch(
      /Restated/,
    );
  });

  it('is off unless a request asks', () => {
    const body = { target: 'draft', variantsPerFamily: 1, trials: 1, seed: 1 };
    expect(robustnessRunRequestSchema.parse(body).restatements).toBe(false);
    expect(
      robustnessRunRequestSchema.safeParse({ ...body, restatements: 'yes' }).error?.issues[0]?.path,
    ).toEqual(['restatements']);
  });
});
