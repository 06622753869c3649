import type { Skill } from '../../../schema/skill';
import type { Random } from '../../random';
import type { VariantKind } from '../../types';
import { emptyInverse } from '../../inverse';
import { MARKUP_START, fencedLines, isBlank } from './markdown-lines';

type ListStyle = 'numbered' | 'bullets' | 'prose';

// Top-level items only: a nested list's markers belong to its parent item's layout.
const NUMBERED = /^\d{1,9}[.)][ \t]+(\S.*)$/;
const BULLET = /^[-*+][ \t]+(\S.*)$/;
// `* * *` and `- - -` are thematic breaks, not one-item lists.
const THEMATIC_BREAK = /^([-*_])([ \t]*\1){2,}[ \t]*$/;
// An item ends a sentence (closing quotes or brackets may follow): only then can the items
// run on as prose without a word or a mark being added.
const SENTENCE_END = /[。．.!?！？;；…][”’"'」』）)\]]*$/;
const CJK_END = /[。！？；…][”’"'」』）)\]]*$/;

// The schema's limit (schema/skill.ts).
const MAX_INSTRUCTIONS = 50_000;

interface Block {
  start: number;
  /** One past the last line. */
  end: number;
  style: ListStyle;
  /** Per item (per line of a prose block): its text, and its continuation lines as written. */
  items: { text: string; rest: string[] }[];
  /** Blank lines between items: the list is loose. */
  loose: boolean;
}

type ItemStyle = 'numbered' | 'bullets';

function itemOf(line: string, fenced: boolean): { style: ItemStyle; text: string } | null {
  if (fenced || THEMATIC_BREAK.test(line)) return null;
  const numbered = NUMBERED.exec(line);
  if (numbered) return { style: 'numbered', text: numbered[1]! };
  const bullet = BULLET.exec(line);
  return bullet ? { style: 'bullets', text: bullet[1]! } : null;
}

/** The list blocks of a text: runs of top-level items of one style, with their continuations. */
function listBlocks(lines: readonly string[], fenced: readonly boolean[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const first = itemOf(lines[i]!, fenced[i]!);
    if (!first) {
      i++;
      continue;
    }
    const block: Block = { start: i, end: i + 1, style: first.style, items: [], loose: false };
    block.items.push({ text: first.text, rest: [] });
    let j = i + 1;
    while (j < lines.length) {
      const line = lines[j]!;
      const item = itemOf(line, fenced[j]!);
      if (item && item.style === block.style) {
        block.items.push({ text: item.text, rest: [] });
        block.end = ++j;
      } else if (!isBlank(line) && /^[ \t]/.test(line) && !fenced[j]) {
        block.items.at(-1)!.rest.push(line);
        block.end = ++j;
      } else if (isBlank(line)) {
        // A blank line stays inside the list only when an item of the same style follows.
        let k = j;
        while (k < lines.length && isBlank(lines[k])) k++;
        const next = k < lines.length ? itemOf(lines[k]!, fenced[k]!) : null;
        if (next?.style !== block.style) break;
        for (let b = j; b < k; b++) block.items.at(-1)!.rest.push(lines[b]!);
        block.loose = true;
        j = k;
      } else break;
    }
    blocks.push(block);
    i = block.end;
  }
  return blocks;
}

const ATX_HEADING = /^ {0,3}#{1,6}(\s|$)/;
const standsAlone = (lines: readonly string[], start: number, end: number) =>
  isBlank(lines[end]) && (isBlank(lines[start - 1]) || ATX_HEADING.test(lines[start - 1]!));

/**
 * Paragraphs that can become lists: two or more lines, each a whole sentence that starts
 * with no markup, standing alone (a line right under them could be a setext underline).
 */
function proseBlocks(lines: readonly string[], fenced: readonly boolean[]): Block[] {
  const blocks: Block[] = [];
  const plain = (k: number) =>
    !fenced[k] &&
    !isBlank(lines[k]) &&
    !/^[ \t<]/.test(lines[k]!) &&
    !MARKUP_START.test(lines[k]!) &&
    SENTENCE_END.test(lines[k]!.trimEnd());
  let i = 0;
  while (i < lines.length) {
    if (!plain(i) || !(i === 0 || isBlank(lines[i - 1]) || ATX_HEADING.test(lines[i - 1]!))) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < lines.length && plain(end)) end++;
    if (end - i >= 2 && standsAlone(lines, i, end)) {
      const items = lines.slice(i, end).map((text) => ({ text: text.trimEnd(), rest: [] }));
      blocks.push({ start: i, end, style: 'prose', items, loose: false });
    }
    i = end;
  }
  return blocks;
}

function canBeProse(block: Block, lines: readonly string[]): boolean {
  if (block.loose || block.items.some((item) => item.rest.length > 0)) return false;
  if (!block.items.every((item) => SENTENCE_END.test(item.text))) return false;
  if (MARKUP_START.test(block.items[0]!.text)) return false;
  // The paragraph must stand alone: a line right under it (`---`, text) would join or retitle it.
  return standsAlone(lines, block.start, block.end);
}

function render(block: Block, style: ListStyle): string[] {
  if (style === 'prose') {
    const texts = block.items.map((item) => item.text);
    // Chinese sentences run on without a space; others get one.
    return [
      texts.reduce(
        (out, text, k) => (k === 0 ? text : `${out}${CJK_END.test(out) ? '' : ' '}${text}`),
        '',
      ),
    ];
  }
  return block.items.flatMap((item, k) => [
    style === 'numbered' ? `${k + 1}. ${item.text}` : `- ${item.text}`,
    ...item.rest,
  ]);
}

function restyle(instructions: string, random: Random, counts: Record<ListStyle, number>): string {
  const lines = instructions.split('\n');
  const fenced = fencedLines(lines);
  const blocks = [...listBlocks(lines, fenced), ...proseBlocks(lines, fenced)].sort(
    (a, b) => a.start - b.start,
  );
  if (blocks.length === 0) return instructions;
  const out: string[] = [];
  let at = 0;
  for (const block of blocks) {
    out.push(...lines.slice(at, block.start));
    const targets: ListStyle[] =
      block.style === 'prose'
        ? ['bullets', 'numbered']
        : [block.style === 'numbered' ? 'bullets' : 'numbered'];
    if (block.style !== 'prose' && canBeProse(block, lines)) targets.push('prose');
    const style = random.pick(targets);
    counts[style]++;
    out.push(...render(block, style));
    at = block.end;
  }
  out.push(...lines.slice(at));
  const restyled = out.join('\n');
  // Numbers are longer than bullets: a text at the schema's limit keeps its style.
  return restyled.length <= MAX_INSTRUCTIONS ? restyled : instructions;
}

/**
 * Restyles the lists in skill instructions: numbered items become bullets, bullets become
 * numbered, a tight list of whole sentences may run on as prose, and a paragraph of one
 * sentence per line becomes a list. Only markers and line breaks change; every item keeps
 * its words, in order. A one-line paragraph is never split: where a sentence ends (quotes,
 * abbreviations) is not always where an item would.
 */
export const markdownListStyle: VariantKind = {
  id: 'markdown-list-style',
  family: 'skill-content',
  summary: 'Restyle lists in skill instructions (numbered <-> bullets <-> prose), words unchanged',
  touches: ['skill'],
  apply(doc, random) {
    const counts: Record<ListStyle, number> = { numbered: 0, bullets: 0, prose: 0 };
    const skills = doc.skills.map((skill): Skill => ({
      ...skill,
      instructions: restyle(skill.instructions, random, counts),
    }));
    const said = (Object.entries(counts) as [ListStyle, number][])
      .filter(([, n]) => n > 0)
      .map(([style, n]) => `${n} to ${style}`);
    return {
      document: { ...doc, skills },
      inverse: emptyInverse(),
      description: said.length ? `Skill instruction lists restyled (${said.join(', ')}).` : '',
    };
  },
};
