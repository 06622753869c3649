import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostics';
import { sampleHarness } from '../sample';

import { exportFolder } from './export-folder';
import { importFolder } from './import-folder';

const sample = () => exportFolder(sampleHarness);

function only(diagnostics: Diagnostic[], code: string): Diagnostic {
  expect(diagnostics.map((d) => d.code)).toEqual([code]);
  return diagnostics[0]!;
}

describe('importFolder problems', () => {
  it('reports a missing harness.yaml', () => {
    const { 'harness.yaml': _, ...files } = sample();
    const result = importFolder(files);
    expect(result.document).toBeUndefined();
    expect(result.diagnostics[0]).toMatchObject({
      pointer: '',
      severity: 'error',
      code: 'folder.missing_manifest',
    });
  });

  it('reports bad YAML in harness.yaml with the file name', () => {
    const result = importFolder({ ...sample(), 'harness.yaml': 'name: [unclosed\n' });
    expect(result.document).toBeUndefined();
    const d = only(result.diagnostics, 'folder.bad_yaml');
    expect(d.message).toContain('harness.yaml');
  });

  it('reports a harness.yaml that is not a mapping', () => {
    const result = importFolder({ 'harness.yaml': '- a\n- b\n' });
    expect(only(result.diagnostics, 'folder.not_mapping').pointer).toBe('');
  });

  it('reports bad JSON in a tool file at the tool pointer', () => {
    const result = importFolder({ ...sample(), 'tools/check_inventory.json': '{ "name": ' });
    const d = only(result.diagnostics, 'folder.bad_json');
    expect(d.pointer).toBe('/tools/1');
    expect(d.message).toContain('tools/check_inventory.json');
  });

  it('reports bad YAML front matter in a skill at the skill pointer', () => {
    const files = sample();
    const path = 'skills/greeting/SKILL.md';
    files[path] = files[path]!.replace('name: greeting', 'name: [greeting');
    const d = only(importFolder(files).diagnostics, 'folder.bad_yaml');
    expect(d).toMatchObject({ pointer: '/skills/3', severity: 'error' });
    expect(d.message).toContain(path);
  });

  it('reports a listed file that is missing', () => {
    const { 'hooks/off-topic-guard.js': _, ...files } = sample();
    const result = importFolder(files);
    const d = only(result.diagnostics, 'folder.missing_file');
    expect(d.pointer).toBe('/hooks/0');
    expect(d.message).toContain('hooks/off-topic-guard.js');
    // The other hooks stay.
    expect((result.document as { hooks: unknown[] }).hooks).toHaveLength(
      sampleHarness.hooks!.length - 1,
    );
  });

  it('reports a missing preferences.yaml', () => {
    const { 'preferences.yaml': _, ...files } = sample();
    expect(only(importFolder(files).diagnostics, 'folder.missing_file').pointer).toBe(
      '/preferences',
    );
  });

  it('warns about unexpected and unlisted files', () => {
    const files = {
      ...sample(),
      'notes.txt': 'hi',
      'skills/extra/SKILL.md': '---\nname: extra\n---\n',
    };
    const result = importFolder(files);
    expect(result.diagnostics.map((d) => [d.severity, d.code])).toEqual([
      ['warning', 'folder.unexpected_file'],
      ['warning', 'folder.unexpected_file'],
    ]);
    expect(result.diagnostics[0]!.message).toContain('notes.txt');
    expect(result.diagnostics[1]!.message).toContain('"extra"');
  });

  it('reports a skill without front matter and a hook without its header', () => {
    const files = {
      ...sample(),
      'skills/greeting/SKILL.md': '# 欢迎\n',
      'hooks/off-topic-guard.js': 'function hook(ctx) { return { action: "continue" }; }\n',
    };
    const codes = importFolder(files).diagnostics.map((d) => `${d.pointer} ${d.code}`);
    expect(codes).toEqual(['/skills/3 folder.bad_front_matter', '/hooks/0 folder.bad_hook_header']);
  });

  it('reports bad, duplicate and unsafe order entries', () => {
    const files = sample();
    files['harness.yaml'] = files['harness.yaml']!.replace(
      '  - product-qa\n',
      '  - product-qa\n  - product-qa\n  - ../secret\n',
    ).replace(/^tools:\n( {2}- .*\n)+/m, 'tools: 3\n');
    const codes = importFolder(files).diagnostics.map((d) => `${d.severity} ${d.code}`);
    expect(codes).toContain('error folder.duplicate_entry');
    expect(codes).toContain('error folder.bad_key');
    expect(codes).toContain('error folder.bad_order');
  });

  it('reports promotions listed but absent, and entries not listed', () => {
    const files = sample();
    files['harness.yaml'] = files['harness.yaml']!.replace('  - member-95\n', '  - ghost\n');
    const codes = importFolder(files).diagnostics.map((d) => `${d.pointer} ${d.code}`);
    expect(codes).toEqual([
      '/promotions/3 folder.missing_entry',
      '/promotions folder.unlisted_entry',
    ]);
  });

  it('reads Windows-style paths and a two-entry order written by hand', () => {
    const files = Object.fromEntries(
      Object.entries(sample()).map(([p, t]) => [`.\\${p.replace(/\//g, '\\')}`, t]),
    );
    expect(importFolder(files).diagnostics).toEqual([]);
  });

  it('accepts allowed-tools as a space-separated string, as Agent Skills write it', () => {
    const files = sample();
    const path = 'skills/product-qa/SKILL.md';
    files[path] = files[path]!.replace(
      /allowed-tools:\n( {2}- .*\n)+/,
      'allowed-tools: get_product_detail check_inventory\n',
    );
    const result = importFolder(files);
    expect(result.diagnostics).toEqual([]);
    expect((result.document as typeof sampleHarness).skills?.[0]?.allowedTools).toEqual([
      'get_product_detail',
      'check_inventory',
    ]);
  });

  it('never throws on garbage', () => {
    const inputs: Record<string, string>[] = [
      {},
      { 'harness.yaml': '' },
      { 'harness.yaml': 'prompt: 5\nskills: [a]\n', 'skills/a/SKILL.md': '---\n- x\n---\n' },
      { 'harness.yaml': 'a: &x [*x]\n' },
      { 'harness.yaml': 'skills: [a]\n', 'skills/a/SKILL.md': '---\nunterminated' },
      { 'harness.yaml': 'hooks: [a]\n', 'hooks/a.js': '/* harness-hook\nevent: x\n' },
      { 'harness.yaml': 'promotions: [a]\n', 'promotions.yaml': 'a: 5\n' },
    ];
    for (const files of inputs) {
      const result = importFolder(files);
      expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
    }
  });
});
