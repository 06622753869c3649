import { toPointer, warning, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import { extractVariables } from '../template';
import { matchBannedWords } from '../banned-words';

const MAX_LISTED = 5;

/** Each banned word `text` holds, once, as it spells it: the first few quoted, and how many. */
function spelled(text: string, banned: readonly string[]) {
  const found = new Map<string, string>();
  for (const m of matchBannedWords(text, banned)) if (!found.has(m.word)) found.set(m.word, m.text);
  if (found.size === 0) return null;
  const words = [...found.values()];
  const listed = words
    .slice(0, MAX_LISTED)
    .map((w) => `"${w}"`)
    .join(', ');
  const more = words.length > MAX_LISTED ? words.length - MAX_LISTED : undefined;
  return { listed, count: words.length, more };
}

/**
 * A skill's instructions that say a banned word teach the model to say it too: a warning,
 * since ops may quote a word to forbid it.
 */
function checkSkills(doc: HarnessDocument): Diagnostic[] {
  return doc.skills.flatMap((skill, i) => {
    const found = spelled(`${skill.description}\n${skill.instructions}`, doc.settings.bannedWords);
    if (!found) return [];
    const { listed, count, more } = found;
    return [
      warning(
        toPointer(['skills', i, 'instructions']),
        'skill.banned_word',
        `Skill "${skill.id}" contains the banned word${count > 1 ? 's' : ''} ${listed}` +
          `${more ? ` and ${more} more` : ''}. The host may repeat it on air: rephrase the ` +
          'skill, or remove the word from the banned list.',
        { skill: skill.id, words: listed, count, more },
      ),
    ];
  });
}

/** A section that itself says a banned word teaches the model to say it. */
export function checkBannedWords(doc: HarnessDocument): Diagnostic[] {
  const banned = doc.settings.bannedWords;
  if (banned.length === 0) return [];
  const out: Diagnostic[] = checkSkills(doc);
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
