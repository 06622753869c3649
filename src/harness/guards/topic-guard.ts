import { matchBannedWords } from '../banned-words';
import type { GuardFinding } from './guard-decision';
import { topicSignalWords } from './topic-signals';
import { firstChars, mayHold } from './first-chars';
import { memoFor } from './matcher-memo';

/** The end of what was said read with a sentence, so a word split across two is found. */
const TOPIC_TAIL = 16;

const NO_PHRASES: readonly string[] = [];

const words = new WeakMap<readonly string[], WeakMap<object, string[]>>();

/** Signal words per (topics, signals), both immutable parts of a loaded document. */
export function signalWords(
  topics: readonly string[],
  signals: Readonly<Record<string, readonly string[]>>,
): string[] {
  let perSignals = words.get(topics);
  if (!perSignals) words.set(topics, (perSignals = new WeakMap()));
  let list = perSignals.get(signals);
  if (!list) perSignals.set(signals, (list = topicSignalWords(topics, signals)));
  return list;
}

/** The forbidden topic a text touches, by the banned-word rule's folding; null when none. */
export function topicIn(text: string, signal: readonly string[], from = 0): string | null {
  if (signal.length === 0 || !mayHold(text, firstChars(signal))) return null;
  const hit = matchBannedWords(text, signal, NO_PHRASES, memoFor(signal, NO_PHRASES)).find(
    (m) => m.end > from,
  );
  return hit ? hit.word : null;
}

/** A host sentence that wanders into a forbidden topic is left unsaid. */
export function checkTopics(
  sentence: string,
  said: string,
  signal: readonly string[],
): GuardFinding | null {
  const tail = said.slice(Math.max(0, said.length - TOPIC_TAIL));
  const word = topicIn(tail + sentence, signal, tail.length);
  if (word === null) return null;
  return {
    guard: 'topics',
    code: 'guard.topic',
    reason: `A sentence on a forbidden topic ("${word}") is left unsaid.`,
    params: { word },
  };
}
