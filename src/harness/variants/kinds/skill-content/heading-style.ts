import type { Skill } from '../../../schema/skill';
import type { Random } from '../../random';
import type { VariantKind } from '../../types';
import { emptyInverse } from '../../inverse';
import { MARKUP_START, fencedLines, isBlank } from './markdown-lines';

type HeadingStyle = 'atx' | 'setext' | 'bold' | 'shift';

// `## Title` with an optional closing `##`; up to three spaces of indent, as markdown allows.
const ATX = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const LIST_ITEM = /^\s*([-*+]|\d{1,9}[.)])(\s|$)/;

// The schema's limit (schema/skill.ts).
const MAX_INSTRUCTIONS = 50_000;

interface Heading {
  line: number;
  /** 2 for a setext heading (text and underline), 1 for the others. */
  span: number;
  level: number;
  text: string;
  setext: boolean;
}

/**
 * ATX headings, and setext headings whose text is one paragraph line of its own (a longer
 * paragraph above the underline would be part of the heading: those are left alone).
 */
function headingsOf(lines: readonly string[]): Heading[] {
  const fenced = fencedLines(lines);
  const out: Heading[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (fenced[i]) continue;
    const line = lines[i]!;
    const atx = ATX.exec(line);
    if (atx && atx[2]!.trim() !== '') {
      out.push({ line: i, span: 1, level: atx[1]!.length, text: atx[2]!, setext: false });
      continue;
    }
    const under = UNDERLINE.exec(lines[i + 1] ?? '');
    const before = lines[i - 1];
    const last = out.at(-1);
    if (
      under &&
      !fenced[i + 1] &&
      !isBlank(line) &&
      !/^[ \t]/.test(line) &&
      !LIST_ITEM.test(line) &&
      !MARKUP_START.test(line) &&
      (isBlank(before) || (last !== undefined && last.line + last.span === i))
    ) {
      out.push({
        line: i,
        span: 2,
        level: under[1]![0] === '=' ? 1 : 2,
        text: line.trim(),
        setext: true,
      });
      i++;
    }
  }
  return out;
}

/** The styles a skill's headings can all take, other than the one they already have. */
function targets(headings: readonly Heading[]): HeadingStyle[] {
  const out: HeadingStyle[] = [];
  // `Issue #` would lose its `#` as an ATX closing sequence.
  if (headings.some((h) => h.setext) && headings.every((h) => !h.text.endsWith('#')))
    out.push('atx');
  const allAtx = headings.every((h) => !h.setext);
  // A heading that starts like a list item or a quote would stop being a heading.
  const plainStart = headings.every((h) => !MARKUP_START.test(h.text));
  if (allAtx && plainStart && headings.every((h) => h.level <= 2)) out.push('setext');
  if (plainStart && headings.every((h) => !h.text.includes('*'))) out.push('bold');
  const levels = headings.map((h) => h.level);
  if (allAtx && (Math.max(...levels) < 6 || Math.min(...levels) > 1)) out.push('shift');
  return out;
}

function restyle(instructions: string, random: Random, used: Set<HeadingStyle>): string {
  const lines = instructions.split('\n');
  const headings = headingsOf(lines);
  if (headings.length === 0) return instructions;
  const choices = targets(headings);
  if (choices.length === 0) return instructions;
  const style = random.pick(choices);
  const levels = headings.map((h) => h.level);
  // Every heading moves one level the same way, so the outline keeps its shape.
  const down = Math.max(...levels) < 6 && (Math.min(...levels) === 1 || random.next() < 0.5);
  const out: string[] = [];
  let at = 0;
  for (const h of headings) {
    out.push(...lines.slice(at, h.line));
    // Setext and bold headings need a blank line above (and a bold one below) to stand apart.
    const apart = style === 'setext' || style === 'bold';
    if (apart && out.length > 0 && !isBlank(out.at(-1))) out.push('');
    if (style === 'atx') out.push(`${'#'.repeat(h.level)} ${h.text}`);
    else if (style === 'shift') out.push(`${'#'.repeat(h.level + (down ? 1 : -1))} ${h.text}`);
    else if (style === 'bold') out.push(`**${h.text}**`);
    else out.push(h.text, (h.level === 1 ? '=' : '-').repeat(Math.max(3, h.text.length)));
    at = h.line + h.span;
    if (style === 'bold' && !isBlank(lines[at]) && at < lines.length) out.push('');
  }
  out.push(...lines.slice(at));
  const restyled = out.join('\n');
  if (restyled.length > MAX_INSTRUCTIONS) return instructions;
  used.add(style);
  return restyled;
}

const SAID: Record<HeadingStyle, string> = {
  atx: '`#` headings',
  setext: 'underlined headings',
  bold: 'bold lines',
  shift: 'headings one level moved',
};

/**
 * Restyles the headings in skill instructions: `#` headings become underlined (setext)
 * headings or bold lines, or all move one level; setext headings become `#` headings.
 * Each skill's headings take one style together; their words stay.
 */
export const headingStyle: VariantKind = {
  id: 'heading-style',
  family: 'skill-content',
  summary:
    'Restyle headings in skill instructions (#, underlined, bold line, level), words unchanged',
  touches: ['skill'],
  apply(doc, random) {
    const used = new Set<HeadingStyle>();
    const skills = doc.skills.map((skill): Skill => ({
      ...skill,
      instructions: restyle(skill.instructions, random, used),
    }));
    return {
      document: { ...doc, skills },
      inverse: emptyInverse(),
      description: used.size
        ? `Skill instruction headings restyled (${[...used].map((s) => SAID[s]).join(', ')}).`
        : '',
    };
  },
};
