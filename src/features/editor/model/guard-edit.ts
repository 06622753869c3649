import {
  guardSettingsSchema,
  type GuardName,
  type GuardSettings,
  type WordList,
} from '../../../harness/guards/guard-settings';

/** Every guard on: what `guards: {}` stands for, the schema's own defaults filled in. */
export const allGuardsOn = (): GuardSettings => guardSettingsSchema.parse({});

export function setGuardOn(guards: GuardSettings, name: GuardName, on: boolean): GuardSettings {
  return { ...guards, [name]: { ...guards[name], enabled: on } };
}

/** A new list to fill in: one empty word, so the person sees where words go. */
export const newWordList = (): WordList => ({
  name: '',
  words: [''],
  action: 'drop',
  replacements: {},
  allow: [],
});

/** New words; a replacement whose word is gone goes with it (no key the list never says). */
export function setListWords(list: WordList, words: string[]): WordList {
  const kept = Object.entries(list.replacements ?? {}).filter(([word]) => words.includes(word));
  return { ...list, words, replacements: Object.fromEntries(kept) };
}

/** An emptied replacement is no replacement (the word is left out either way). */
export function setReplacement(list: WordList, word: string, said: string): WordList {
  const { [word]: _old, ...others } = list.replacements ?? {};
  return { ...list, replacements: said ? { ...others, [word]: said } : others };
}

type Signals = GuardSettings['topics']['signals'];

/** A topic's signal words; none left: the topic is matched by its name again. */
export function setSignals(signals: Signals, topic: string, words: string[]): Signals {
  const { [topic]: _old, ...others } = signals;
  return words.length > 0 ? { ...others, [topic]: words } : others;
}

/** The harness's forbidden topics, then topics only the signals name (a shop's own). */
export function topicsShown(forbidden: readonly string[], signals: Signals): string[] {
  return [...new Set([...forbidden.filter(Boolean), ...Object.keys(signals)])];
}
