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

  it('warns at an action the hook’s event does not allow, once per action, with its place', () => {
    const d = diagnose((doc) => {
      doc.hooks![0]!.event = 'before_sentence';
      doc.hooks![0]!.source =
        "function hook(ctx) {\n  if (ctx.sentence) return { action: 'rewrite', reply: '' };\n" +
        "  var d = {};\n  d.action = 'answer';\n  return { 'action': 'rewrite' };\n}";
    });
    expect(found(d, 'hook.action_not_allowed')).toEqual([
      { pointer: '/hooks/0/source', code: 'hook.action_not_allowed', severity: 'warning' },
      { pointer: '/hooks/0/source', code: 'hook.action_not_allowed', severity: 'warning' },
    ]);
    const [rewrite, answer] = d.filter((x) => x.code === 'hook.action_not_allowed');
    expect(rewrite!.params).toEqual({
      hook: 'banned-guard',
      event: 'before_sentence',
      action: 'rewrite',
      allowed: 'continue, replace, block',
      line: 2,
      column: 38,
    });
    expect(answer!.params).toMatchObject({ action: 'answer', line: 4, column: 14 });
  });

  it('warns at replace outside before_sentence, and accepts what each event allows', () => {
    const replace = "function hook(ctx) { return { action: 'replace', sentence: '' }; }";
    const onReply = diagnose((doc) => {
      doc.hooks![0]!.event = 'before_reply';
      doc.hooks![0]!.source = replace;
    });
    expect(onReply.find((x) => x.code === 'hook.action_not_allowed')?.params).toMatchObject({
      action: 'replace',
      allowed: 'continue, block, rewrite, answer',
    });
    const onSentence = diagnose((doc) => {
      doc.hooks![0]!.event = 'before_sentence';
      doc.hooks![0]!.source = replace.replace("'replace', sentence: ''", "'block', reason: 'x'");
    });
    expect(found(onSentence, 'hook.action_not_allowed')).toEqual([]);
    // An action chosen at run time is not a literal: nothing to say about it.
    const opaque = diagnose((doc) => {
      doc.hooks![0]!.event = 'before_sentence';
      doc.hooks![0]!.source = 'function hook(ctx) { return { action: ctx.message }; }';
    });
    expect(found(opaque, 'hook.action_not_allowed')).toEqual([]);
  });
});
