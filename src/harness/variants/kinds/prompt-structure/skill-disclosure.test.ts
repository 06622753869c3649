import { describe, expect, it } from 'vitest';
import { compileRequest } from '../../../compile/compile-request';
import { USE_SKILL_TOOL_NAME } from '../../../compile/skills';
import { sampleDocument } from '../../../testing/fixtures';
import { itKeepsVariantProperties } from '../../../testing/variant-properties';
import { applyKind } from '../../apply';
import { skillDisclosure } from './skill-disclosure';
import {
  renderedBodies,
  systemPrompt,
  teaContext,
  teaSample,
  variableValues,
} from './test-support';

const toolNames = (doc: Parameters<typeof compileRequest>[0]) =>
  (compileRequest(doc, teaContext).tools ?? []).map((t) => t.function.name);

describe('skill-disclosure', () => {
  itKeepsVariantProperties(skillDisclosure);

  it('inline -> on demand: skills listed, loaded through use_skill; the sections stay', () => {
    const doc = teaSample();
    const variant = applyKind(doc, skillDisclosure, 1);
    expect(variant.document.settings.skillDisclosure).toBe('on_demand');
    expect(toolNames(variant.document)).toEqual([...toolNames(doc), USE_SKILL_TOOL_NAME]);
    const prompt = systemPrompt(variant.document);
    const instructions = doc.skills[0]!.instructions.trim();
    expect(systemPrompt(doc)).toContain(instructions);
    expect(prompt).not.toContain(instructions);
    for (const s of doc.skills) expect(prompt).toContain(`- ${s.id}：`);
    for (const body of renderedBodies(doc)) expect(prompt).toContain(body);
    for (const value of variableValues(doc)) expect(prompt).toContain(value);
    expect(variant.description).toContain(USE_SKILL_TOOL_NAME);
  });

  it('on demand -> inline: use_skill gone, instructions in the prompt', () => {
    const doc = teaSample();
    doc.settings.skillDisclosure = 'on_demand';
    const variant = applyKind(doc, skillDisclosure, 1);
    expect(variant.document.settings.skillDisclosure).toBe('inline');
    expect(toolNames(variant.document)).not.toContain(USE_SKILL_TOOL_NAME);
    expect(systemPrompt(variant.document)).toContain(doc.skills[0]!.instructions.trim());
  });

  it('stays inline when a tool of the harness is named use_skill', () => {
    const doc = sampleDocument((d) => (d.tools![1]!.name = USE_SKILL_TOOL_NAME));
    expect(applyKind(doc, skillDisclosure, 1)).toMatchObject({ document: doc, description: '' });
  });
});
