import { toPointer, warning, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import { extractVariables } from '../template';

const ASCII_WORD = /^[A-Za-z0-9]+(?:[ '-][A-Za-z0-9]+)*$/;
const MAX_LISTED = 5;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pass per body: Latin words match whole words only ("best" is not in "bestseller");
 * other scripts such as Chinese have no spaces, so they match anywhere.
 */
function bannedWordPattern(words: readonly string[]): RegExp | null {
  const whole: string[] = [];
  const anywhere: string[] = [];
  for (const word of new Set(words.map((w) => w.trim()).filter(Boolean))) {
    (ASCII_WORD.test(word) ? whole : anywhere).push(escape(word));
  }
  // Longest first, so "best ever" wins over "best".
  const byLength = (a: string, b: string) => b.length - a.length;
  const parts: string[] = [];
  if (whole.length) parts.push(`\\b(?:${whole.sort(byLength).join('|')})\\b`);
  if (anywhere.length) parts.push(`(?:${anywhere.sort(byLength).join('|')})`);
  return parts.length ? new RegExp(parts.join('|'), 'gi') : null;
}

/** A section that itself says a banned word teaches the model to say it. */
export function checkBannedWords(doc: HarnessDocument): Diagnostic[] {
  const pattern = bannedWordPattern(doc.settings.bannedWords);
  if (!pattern) return [];
  const out: Diagnostic[] = [];
  doc.prompt.sections.forEach((section, i) => {
    // A section that injects the list is usually the one telling the model what not to say.
    if (extractVariables(section.body).some((v) => v.name === 'bannedWords')) return;
    const found = new Map<string, string>();
    for (const m of section.body.matchAll(pattern)) {
      if (!found.has(m[0].toLowerCase())) found.set(m[0].toLowerCase(), m[0]);
    }
    if (found.size === 0) return;
    const words = [...found.values()];
    const listed = words
      .slice(0, MAX_LISTED)
      .map((w) => `"${w}"`)
      .join(', ');
    const more = words.length > MAX_LISTED ? words.length - MAX_LISTED : undefined;
    out.push(
      warning(
        toPointer(['prompt', 'sections', i, 'body']),
        'prompt.banned_word',
        `Section "${section.id}" contains the banned word${words.length > 1 ? 's' : ''} ${listed}` +
          `${more ? ` and ${more} more` : ''}. The host may repeat it on air: rephrase the ` +
          'section, or remove the word from the banned list.',
        { section: section.id, words: listed, count: words.length, more },
      ),
    );
  });
  return out;
}
