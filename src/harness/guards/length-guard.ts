const BREAKS = '。！？!?，、；：,;:';
const STOPS = '。！？!?';

/**
 * Whole sentences up to `max` characters, counted on what was said and what the model wrote
 * (once a sentence was left unsaid, so is every later one: the reply never skips a sentence
 * and goes on). A first sentence over the limit is cut at its last clause break (else with
 * "…"). Undefined: the sentence is said as it is.
 */
export function fitLength(
  sentence: string,
  said: string,
  written: string,
  max: number,
): string | undefined {
  const saidChars = Array.from(said).length;
  const spent = Math.max(saidChars, Array.from(written).length);
  const chars = Array.from(sentence);
  if (spent + chars.length <= max) return undefined;
  if (saidChars > 0) return '';
  const head = chars.slice(0, max);
  let cut = -1;
  for (let i = head.length - 1; i > 0 && cut < 0; i--) if (BREAKS.includes(head[i]!)) cut = i;
  if (cut <= 0) return chars.slice(0, max - 1).join('') + '…';
  const stop = STOPS.includes(head[cut]!) ? head[cut]! : '。';
  return head.slice(0, cut).join('') + stop;
}
