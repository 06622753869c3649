import { toPointer, warning, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import { extractVariables } from '../template';
import { matchBannedWords } from '../banned-words';

const MAX_LISTED = 5;

/** A section that itself says a banned word teaches the model to say it. */
export function checkBannedWords(doc: HarnessDocument): Diagnostic[] {
  const banned = doc.settings.bannedWords;
  if (banned.length === 0) return [];
  const out: Diagnostic[] = [];
  doc.prompt.sections.forEach((section, i) => {
    // A section that injects the list is usually the one telling the model what not to say.
    if (extractVariables(section.body).some((v) => v.name === 'bannedWords')) return;
    // Each banned word once, as the section spells it.
    const found = new Map<string, string>();
    for (const m of matchBannedWords(section.body, banned))
      if (!found.has(m.word)) found.set(m.word, m.text);
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
