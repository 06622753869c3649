/**
 * Hook sources are plain JavaScript, where a parameter's type can only come from JSDoc.
 * The editor shows this hint above `function hook(ctx)` so `ctx.` completes and type
 * errors show; it becomes part of the source with the first edit (a comment: the sandbox
 * ignores it).
 */
export const HOOK_TYPE_HINT = '/** @param {HookContext} ctx @returns {HookDecision | void} */';

const ENTRY = /^[ \t]*function\s+hook\s*\(/m;

export interface HintedSource {
  text: string;
  /** 1-based line the hint was put on; lines from here on moved down by one. */
  hintLine: number | null;
}

export function withTypeHint(source: string): HintedSource {
  if (source.includes('{HookContext}')) return { text: source, hintLine: null };
  const m = ENTRY.exec(source);
  if (!m) return { text: source, hintLine: null };
  const before = source.slice(0, m.index);
  return {
    text: `${before}${HOOK_TYPE_HINT}\n${source.slice(m.index)}`,
    hintLine: before.split('\n').length,
  };
}

/** The line a core message names ("at line 3"), moved past the hint when one was added. */
export function messageLine(message: string, hintLine: number | null): number | undefined {
  const m = /line (\d+)/.exec(message);
  if (!m) return undefined;
  const line = Number(m[1]);
  return hintLine !== null && line >= hintLine ? line + 1 : line;
}
