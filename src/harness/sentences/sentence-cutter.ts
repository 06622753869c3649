import type { SentenceCut } from '../runtime-events';

/** One piece of the reply as it may be released: a sentence, a clause of a long one, or the rest. */
export interface CutSentence {
  text: string;
  cut: SentenceCut;
}

export interface SentenceCutterOptions {
  /** BCP 47 language of the text (the harness's preferences.language). */
  locale: string;
  /** A piece never has more code points than this (settings.sentence.maxChars). */
  maxChars: number;
}

// Ends a sentence at once, even as the last character so far: no later character can make
// it part of the same sentence. An ASCII '.' can ("3.5元", "Mr. Smith"), so it waits.
// ICU does not count an ellipsis as a sentence end; a host pausing on "……" has ended one.
const TERMINAL = '。｡！？!?‼⁇⁈⁉…⋯\\n\\u2029';
// Closing quotes and brackets belong to the sentence they close.
const CLOSE = '"\'”’」』）)】》〉］\\]｝}';
const ENDS_NOW = new RegExp(`[${TERMINAL}][${CLOSE}]*[ \\t\\u3000]*$`, 'u');
const ENDS_AT_ALL = new RegExp(`[${TERMINAL}.．][${CLOSE}]*\\s*$`, 'u');
const ELLIPSIS_BREAK = new RegExp(`[…⋯]+[${CLOSE}]*[ \\t\\u3000]*(?=[^\\s…⋯${CLOSE}])`, 'gu');
// After a '.' (Unicode ATerm), ICU looks ahead to the next letter, ParaSep or terminal to
// decide ("etc. 3 apples" is one sentence, "etc. 3" two): until one came, it may change.
const ATERM_END = new RegExp(`[.．][${CLOSE}]*\\s*$`, 'u');
const DECIDES_ATERM = /[\p{L}\n\r\u0085\u2028\u2029.．!?。｡！？]/u;
// Where a long sentence may be cut: after a clause mark (an ASCII one only before a space,
// so "1,000" and "10:30" stay whole).
const isClauseMark = (char: string, next: string) =>
  /[，、；：﹐﹑﹔﹕]/u.test(char) || (/[,;:]/.test(char) && /\s/u.test(next));
const CLOSERS = new RegExp(`^[${CLOSE}]+`, 'u');
const DIGIT = /\p{Nd}/u;
const IN_NUMBER = /[\p{Nd}.．,]/u;
const CURRENCY = /\p{Sc}/u;
// What may end a sentence for ICU (sentence terminals and paragraph separators) or for us: a
// buffer without any is one unfinished sentence, decided without asking the segmenter.
const MAY_END = new RegExp(`[\\p{Sentence_Terminal}${TERMINAL}.．\\r\\v\\f\\u0085\\u2028]`, 'u');

/**
 * Where a cut at the limit goes so that no number is split ("¥2" then "29元" would let a
 * check of the first piece hear a price that is not one): before the number and its
 * currency sign when the text goes on with a digit, unless the number fills the piece.
 */
function numberStart(chars: string[], lookahead: string): number {
  const last = chars[chars.length - 1]!;
  const goesOn =
    (DIGIT.test(lookahead) && (IN_NUMBER.test(last) || CURRENCY.test(last))) ||
    (DIGIT.test(last) && IN_NUMBER.test(lookahead));
  if (!goesOn) return chars.length;
  let start = chars.length;
  while (start > 0 && IN_NUMBER.test(chars[start - 1]!)) start--;
  while (start > 0 && CURRENCY.test(chars[start - 1]!)) start--;
  return start > 0 ? start : chars.length;
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: 'sentence' });
    segmenters.set(locale, s);
  }
  return s;
}

const isBlank = (text: string) => text.trim() === '';

/**
 * Cuts a streamed reply into sentences as the text arrives, for before_sentence hooks and
 * sentence-by-sentence release (docs/harness-format.md, "Sentences"). Sentence ends are
 * Intl.Segmenter's for the harness's language. A piece never exceeds `maxChars` code points:
 * a longer sentence is cut at its last clause mark ('clause') or at the limit ('length').
 *
 * Latency first: a buffer ending in 。！？!?… or a newline is a sentence now, without waiting
 * for the next delta. So where the text continues with what ICU would have kept in that
 * sentence, the cut depends on where the deltas split: a closing quote, a second terminal
 * ("！！", "……"), a clause mark ("。，") or spaces arriving in the next delta start the next
 * piece instead. Every
 * other cut is the same however the text is split. Blank text is never a piece of its own
 * (it rides with the next sentence), except what `flush` is left with.
 */
export class SentenceCutter {
  private buffer = '';
  private readonly segmenter: Intl.Segmenter;

  constructor(private readonly options: SentenceCutterOptions) {
    this.segmenter = segmenter(options.locale);
  }

  /** Adds text; returns the pieces it completed, in order. */
  push(text: string): CutSentence[] {
    this.buffer += text;
    return this.take(false);
  }

  /** The text ended: returns the rest as pieces (the last cut 'end' when it ends mid-sentence). */
  flush(): CutSentence[] {
    return this.take(true);
  }

  /** Text received and not yet returned as a piece. */
  get pending(): string {
    return this.buffer;
  }

  private take(final: boolean): CutSentence[] {
    const out: CutSentence[] = [];
    for (;;) {
      const piece = this.next(final);
      if (!piece) return out;
      out.push(piece);
      this.buffer = this.buffer.slice(piece.text.length);
    }
  }

  /** The first piece of the buffer, when it is decided. */
  private next(final: boolean): CutSentence | null {
    const buffer = this.buffer;
    if (buffer === '') return null;
    if (!final && buffer.length <= this.options.maxChars && !MAY_END.test(buffer)) return null;
    const first = this.firstSentence(buffer);
    const rest = buffer.slice(first.length);
    const { maxChars } = this.options;
    // Code points, counted only as far as the limit needs.
    let count = 0;
    for (const _ of first) if (++count > maxChars) break;
    if (count > maxChars) return this.cutLong(first);
    if (final) {
      if (rest === '' && !ENDS_AT_ALL.test(first)) return { text: first, cut: 'end' };
      return { text: first, cut: 'sentence' };
    }
    if (isBlank(first)) return null;
    if (rest !== '' && !isBlank(rest)) {
      if (ATERM_END.test(first) && !DECIDES_ATERM.test(rest)) return null;
      return { text: first, cut: 'sentence' };
    }
    return ENDS_NOW.test(first) ? { text: first, cut: 'sentence' } : null;
  }

  /** ICU's first sentence of `text`, cut after an ellipsis too, with blank ones joined to the next. */
  private firstSentence(text: string): string {
    let end = 0;
    for (const { segment } of this.segmenter.segment(text)) {
      end += segment.length;
      if (!isBlank(text.slice(0, end))) break;
    }
    const sentence = text.slice(0, end);
    ELLIPSIS_BREAK.lastIndex = 0;
    for (const m of sentence.matchAll(ELLIPSIS_BREAK)) {
      const at = m.index + m[0].length;
      if (!isBlank(sentence.slice(0, at))) return sentence.slice(0, at);
    }
    return sentence;
  }

  /** A sentence over the limit: its first clause within it, else its first maxChars. */
  private cutLong(sentence: string): CutSentence {
    const chars = Array.from(sentence).slice(0, this.options.maxChars);
    const window = chars.join('');
    const lookahead = sentence.slice(window.length, window.length + 1);
    let clauseEnd = -1;
    for (let i = chars.length - 1; i >= 0 && clauseEnd < 0; i--) {
      const next = i + 1 < chars.length ? chars[i + 1]! : lookahead;
      if (isClauseMark(chars[i]!, next)) clauseEnd = i + 1;
    }
    if (clauseEnd > 0) {
      // Closing quotes after the mark go with it, while they fit.
      const closers = CLOSERS.exec(chars.slice(clauseEnd).join(''))?.[0] ?? '';
      const text = chars.slice(0, clauseEnd).join('') + closers;
      return { text, cut: 'clause' };
    }
    // No clause mark: after the last space in the second half (a word stays whole), else at the limit.
    for (let i = chars.length - 1; i >= chars.length / 2; i--) {
      if (/\s/u.test(chars[i]!)) return { text: chars.slice(0, i + 1).join(''), cut: 'length' };
    }
    return { text: chars.slice(0, numberStart(chars, lookahead)).join(''), cut: 'length' };
  }
}

/** Cuts a whole text at once: what pushing it in any deltas and flushing gives (see the class). */
export function cutSentences(text: string, options: SentenceCutterOptions): CutSentence[] {
  const cutter = new SentenceCutter(options);
  return [...cutter.push(text), ...cutter.flush()];
}
