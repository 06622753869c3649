import type { GuardName, GuardSettings, WordAction } from '../../harness/guards/guard-settings';
import { enGuardScreen } from '../../lib/i18n/en/guard-screen';
import { zhCNGuardScreen } from '../../lib/i18n/zh-cn/guard-screen';
import { useScreenT, type ScreenTranslate, type ScreenWords } from '../../lib/i18n/screen-words';

/** The guards' sentences and hints: with the screens that say them, not in the first chunk. */
const guardWords: ScreenWords<typeof enGuardScreen> = {
  en: enGuardScreen,
  'zh-CN': zhCNGuardScreen,
};

export type GuardT = ScreenTranslate<typeof enGuardScreen>;

export const useGuardT = (): GuardT => useScreenT(guardWords);

/** What a guard's plain sentence needs to know of the document it runs on. */
export interface GuardFacts {
  /** preferences.discountFloor: a share of the list price (0.6 = 60 %). */
  floor: number;
  /** preferences.maxReplyChars. */
  maxReplyChars: number;
  guards: GuardSettings;
}

/** A share as the percentage people read (0.6 -> 60, 0.555 -> 55.5). */
export const percentOf = (share: number) => Math.round(share * 10_000) / 100;

/** Whether a guard runs: its switch, on unless written off. */
export const guardOn = (guards: GuardSettings, name: GuardName) => guards[name]?.enabled !== false;

/** What the word guard does with a sentence, said inside its sentence ("left unsaid"). */
const did = (gt: GuardT, action: WordAction | undefined) => gt(`guards.did.${action ?? 'drop'}`);

/** One guard in one plain sentence, with the figures it runs with (the floor, the length). */
export function guardSentence(gt: GuardT, name: GuardName, facts: GuardFacts): string {
  const { guards } = facts;
  switch (name) {
    case 'price':
      return gt('guards.price.does', { floor: percentOf(facts.floor) });
    case 'words': {
      const action = did(gt, guards.words?.bannedWords);
      const count = guards.words?.lists?.length ?? 0;
      return count > 0
        ? gt('guards.words.lists', { action, count })
        : gt('guards.words.does', { action });
    }
    case 'topics': {
      const deflect = guards.topics?.deflect;
      return deflect ? gt('guards.topics.deflect', { deflect }) : gt('guards.topics.does');
    }
    case 'length':
      return gt('guards.length.does', { max: facts.maxReplyChars });
  }
}
