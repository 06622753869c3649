import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import type { Hook } from '../schema/hook';
import { unwrapHookSource, wrapHookSource } from '../testing/internals';
import { hookSeesNames, wrapHooks, type HookNameMap } from './hook-wrap';

// What rename-tools then rename-parameters would do to get_product_detail(product_id).
const TOOLS: HookNameMap = {
  tools: { fetch_item_info: 'get_product_detail' },
  arguments: {},
  resultKeys: {},
};
const ARGS: HookNameMap = {
  tools: {},
  arguments: {
    fetch_item_info: {
      item_ref: { name: 'product_id' },
      lines: { name: 'lines', items: { qty: { name: 'quantity' } } },
    },
  },
  resultKeys: {},
};

// A before_tool hook written for the original names: it rewrites one product id.
const SOURCE = `'use strict';
var TARGET = 'get_product_detail';
function hook(ctx) {
  if (ctx.toolCall.name !== TARGET) return { action: 'block', reason: 'saw ' + ctx.toolCall.name };
  var args = ctx.toolCall.arguments;
  if (args.product_id !== 'old') return { action: 'continue', seen: Object.keys(args).join() };
  return {
    action: 'rewrite',
    arguments: { product_id: 'new', lines: [{ quantity: args.lines[0].quantity + 1 }] },
  };
}`;

type HookFn = (ctx: Record<string, unknown>) => unknown;
// The sandbox runs the source as a script, then calls its global hook; this does the same.
const load = (source: string) => new Function(`${source}\nreturn hook;`)() as HookFn;

const ctx = (args: Record<string, unknown>) => ({
  event: 'before_tool',
  message: 'hi',
  toolCall: { name: 'fetch_item_info', arguments: args },
  toolResults: [{ name: 'fetch_item_info', result: { ok: true } }],
  context: {},
  preferences: {},
  bannedWords: [],
});

describe('wrapHookSource', () => {
  const twice = wrapHookSource(wrapHookSource(SOURCE, TOOLS), ARGS);

  it('parses as a script that declares hook at the top level, and nests no wrappers', () => {
    const program = parse(twice, { ecmaVersion: 2022, sourceType: 'script' });
    expect(program.body.some((s) => s.type === 'FunctionDeclaration' && s.id.name === 'hook')).toBe(
      true,
    );
    expect(twice.match(/\/\/ Harness variant:/g)).toHaveLength(1);
    expect(unwrapHookSource(twice)?.source).toBe(SOURCE);
  });

  it('shows the hook the original names and maps its rewrite forward', () => {
    const hook = load(twice);
    expect(hook(ctx({ item_ref: 'p1', lines: [] }))).toEqual({
      action: 'continue',
      seen: 'product_id,lines',
    });
    expect(hook(ctx({ item_ref: 'old', lines: [{ qty: 2 }] }))).toEqual({
      action: 'rewrite',
      arguments: { item_ref: 'new', lines: [{ qty: 3 }] },
    });
  });

  it('the unwrapped hook would not recognise the variant', () => {
    expect(load(SOURCE)(ctx({ item_ref: 'p1', lines: [] }))).toEqual({
      action: 'block',
      reason: 'saw fetch_item_info',
    });
  });

  it('a map that renames nothing leaves the source as written', () => {
    const back: HookNameMap = {
      tools: { get_product_detail: 'fetch_item_info' },
      arguments: {},
      resultKeys: {},
    };
    expect(wrapHookSource(wrapHookSource(SOURCE, TOOLS), back)).toBe(SOURCE);
  });
});

describe('wrapHooks', () => {
  const hook = (event: Hook['event'], source: string): Hook => ({
    id: 'h',
    event,
    description: '',
    source,
    enabled: true,
    timeoutMs: 50,
    memoryLimitKb: 8192,
    onError: 'fail_open',
  });
  const plain = "function hook(ctx) { return { action: 'continue' }; }";

  it('wraps only hooks that can see a renamed name', () => {
    expect(hookSeesNames(hook('before_reply', plain), TOOLS)).toBe(false);
    expect(hookSeesNames(hook('before_tool', plain), TOOLS)).toBe(true);
    expect(hookSeesNames(hook('before_reply', 'ctx.toolResults'), TOOLS)).toBe(true);
    expect(hookSeesNames(hook('before_reply', 'ctx.toolResults'), ARGS)).toBe(false);
    expect(hookSeesNames(hook('user_message', 'ctx.toolCall'), ARGS)).toBe(true);
  });

  it('keeps a hook whose wrapped source would pass the size limit', () => {
    const hooks = [hook('before_tool', plain)];
    expect(wrapHooks(hooks, TOOLS, 100)[0]!.source).toBe(plain);
    expect(wrapHooks(hooks, TOOLS)[0]!.source).not.toBe(plain);
  });
});
