import { matchBannedWords } from '../banned-words';
import { error, toPointer, type Diagnostic } from '../diagnostics';
import { topicIn } from '../guards/topic-guard';
import { topicSignalWords } from '../guards/topic-signals';
import type { HarnessDocument } from '../schema/document';
import { isNegatedMention, overridesPlatform } from './negated-mention';
import type { ShopOverlay } from './overlay-schema';

const MAX_LISTED = 5;

/** The first forbidden topic's signal word the text brings up other than to rule it out. */
function topicOutsideNegation(text: string, signals: readonly string[]): string | null {
  if (topicIn(text, signals) === null) return null;
  const hit = matchBannedWords(text, signals).find((m) => !isNegatedMention(text, m.start));
  return hit ? hit.word : null;
}

/** Each text a merchant writes that the host reads or says, with its overlay pointer. */
function merchantTexts(
  base: HarnessDocument,
  overlay: ShopOverlay,
): { pointer: string; text: string }[] {
  const out: { pointer: string; text: string }[] = [];
  overlay.extraSkills.forEach((skill, i) => {
    for (const key of ['name', 'description', 'instructions'] as const)
      out.push({ pointer: toPointer(['extraSkills', i, key]), text: skill[key] });
  });
  const { greeting, brandTerms } = overlay.preferences;
  // What repeats the base's own text is the platform's, not the merchant's.
  if (greeting && greeting !== base.preferences.greeting)
    out.push({ pointer: toPointer(['preferences', 'greeting']), text: greeting });
  const baseNotes = new Set(base.preferences.brandTerms.map((b) => `${b.term}\n${b.note}`));
  brandTerms?.forEach((b, i) => {
    if (!baseNotes.has(`${b.term}\n${b.note}`))
      out.push({ pointer: toPointer(['preferences', 'brandTerms', i, 'note']), text: b.note });
  });
  for (const [name, value] of Object.entries(overlay.variables))
    out.push({ pointer: toPointer(['variables', name]), text: value });
  return out.filter((t) => t.text.length > 0);
}

/**
 * A merchant's own text goes into the host's prompt as it is, so it must not teach the host
 * a banned word or a forbidden topic: the reply guards would catch the words on air, but a
 * skill telling the host to say them would still steer every reply. Checked against the
 * merged document's lists (the platform's and the shop's own).
 */
export function checkMerchantText(
  base: HarnessDocument,
  merged: HarnessDocument,
  overlay: ShopOverlay,
): Diagnostic[] {
  const banned = merged.settings.bannedWords;
  const allow = merged.settings.guards?.words.allow ?? [];
  const signals = topicSignalWords(
    merged.preferences.forbiddenTopics,
    merged.settings.guards?.topics.signals ?? {},
  );
  const out: Diagnostic[] = [];
  for (const { pointer, text } of merchantTexts(base, overlay)) {
    const found = new Map<string, string>();
    for (const m of matchBannedWords(text, banned, allow))
      if (!found.has(m.word)) found.set(m.word, m.text);
    if (found.size > 0) {
      const words = [...found.values()];
      const listed = words
        .slice(0, MAX_LISTED)
        .map((w) => `"${w}"`)
        .join(', ');
      const more = words.length > MAX_LISTED ? words.length - MAX_LISTED : undefined;
      out.push(
        error(
          pointer,
          'overlay.banned_word',
          `This text contains the platform's banned word${words.length > 1 ? 's' : ''} ${listed}` +
            `${more ? ` and ${more} more` : ''}: the host would learn to say it on air. Rephrase it.`,
          { words: listed, count: words.length, more },
        ),
      );
    }
    const override = overridesPlatform(text);
    if (override !== null) {
      out.push(
        error(
          pointer,
          'overlay.overrides_rules',
          `This text tells the host to set the platform's rules aside ("${override}"): the host must keep them. Leave it out.`,
          { phrase: override },
        ),
      );
    }
    // "不要聊股票" keeps the host off the topic: only a mention that is not negated steers it.
    const word = topicOutsideNegation(text, signals);
    if (word !== null) {
      out.push(
        error(
          pointer,
          'overlay.forbidden_topic',
          `This text touches a topic the platform forbids ("${word}"): the host must not talk about it. Leave it out.`,
          { word },
        ),
      );
    }
  }
  return out;
}
