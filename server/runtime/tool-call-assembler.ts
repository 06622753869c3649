/** A tool call put back together from its stream deltas. */
export interface AssembledToolCall {
  id: string;
  name: string;
  /** The arguments text exactly as the model sent it. */
  rawArguments: string;
  /** Parsed arguments; absent when `argumentsError` says why they could not be read. */
  arguments?: Record<string, unknown>;
  argumentsError?: string;
}

export interface ToolCallDelta {
  index?: number;
  id?: string;
  type?: string;
  function?: { name?: string; arguments?: string };
}

interface Partial {
  id: string;
  name: string;
  args: string;
}

/**
 * Collects `choices[0].delta.tool_calls` pieces by `index`: id and name arrive once (some
 * servers repeat them), argument text arrives in any number of pieces, and several calls
 * may be interleaved.
 */
export class ToolCallAssembler {
  private readonly calls = new Map<number, Partial>();

  add(deltas: readonly ToolCallDelta[]): void {
    for (const d of deltas) {
      // A server that omits `index` sends one call at a time: continue the last one.
      const index =
        d.index ?? (d.id && !this.hasId(d.id) ? this.calls.size : Math.max(0, this.calls.size - 1));
      const call = this.calls.get(index) ?? { id: '', name: '', args: '' };
      if (d.id && call.id === '') call.id = d.id;
      if (d.function?.name && call.name === '') call.name = d.function.name;
      if (d.function?.arguments) call.args += d.function.arguments;
      this.calls.set(index, call);
    }
  }

  get size(): number {
    return this.calls.size;
  }

  finish(): AssembledToolCall[] {
    return [...this.calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, c]) => parseCall(c.id || `call_${index}`, c.name, c.args));
  }

  private hasId(id: string): boolean {
    for (const c of this.calls.values()) if (c.id === id) return true;
    return false;
  }
}

export function parseCall(id: string, name: string, raw: string): AssembledToolCall {
  const base = { id, name, rawArguments: raw };
  // An empty string is what several servers send for a call without parameters.
  if (raw.trim() === '') return { ...base, arguments: {} };
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return { ...base, arguments: value as Record<string, unknown> };
    }
    return { ...base, argumentsError: 'The arguments must be a JSON object.' };
  } catch (err) {
    return {
      ...base,
      argumentsError: `The arguments are not valid JSON (${(err as Error).message}).`,
    };
  }
}
