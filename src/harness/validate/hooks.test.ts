import { describe, expect, it } from 'vitest';
import { diagnose, found } from './test-fixtures';

const withSource = (source: string) =>
  diagnose((doc) => {
    doc.hooks![0]!.source = source;
  });

describe('hook sources', () => {
  it('reports a syntax error with its line and column', () => {
    const d = withSource('function hook(ctx) {\n  return { action: "continue" ;\n}');
    expect(found(d, 'hook.syntax')).toEqual([
      { pointer: '/hooks/0/source', code: 'hook.syntax', severity: 'error' },
    ]);
    expect(d.find((x) => x.code === 'hook.syntax')?.message).toMatch(/line 2, column \d+/);
    expect(found(d, 'hook.no_entry')).toEqual([]);
  });

  it('parses as a script: module syntax is a syntax error', () => {
    const d = withSource('export function hook(ctx) { return { action: "continue" }; }');
    expect(found(d, 'hook.syntax')).toHaveLength(1);
  });

  it('accepts modern syntax up to ES2022', () => {
    const d = withSource(
      'class A { #x = 1; static y = 2; }\nfunction hook(ctx) {\n  return ctx?.reply ?? { action: "continue" };\n}',
    );
    expect(found(d, 'hook.syntax')).toEqual([]);
  });

  it('reports code that parses but declares no top-level function hook', () => {
    const d = withSource('const hook = (ctx) => ({ action: "continue" });');
    expect(found(d, 'hook.no_entry')).toEqual([
      { pointer: '/hooks/0/source', code: 'hook.no_entry', severity: 'error' },
    ]);
  });

  it('does not count a nested function hook', () => {
    const d = withSource('function outer() { function hook(ctx) {} }');
    expect(found(d, 'hook.no_entry')).toHaveLength(1);
  });

  it('accepts a top-level function hook among helpers', () => {
    const d = withSource('const LIMIT = 3;\nfunction helper() {}\nfunction hook(ctx) {}');
    expect(found(d, 'hook.no_entry')).toEqual([]);
    expect(found(d, 'hook.syntax')).toEqual([]);
  });
});
