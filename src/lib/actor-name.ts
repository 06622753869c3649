import { useCallback } from 'react';
import { SYSTEM_NOTES, type SystemNote } from '../harness/sample/system-notes';
import { translate, useLanguage, type Language, type MessageKey } from './i18n';
import { storedReason } from './stored-reason';

/**
 * Who did something, as a reader says it: the studio's own accounts (`system` for seeding and
 * guardrail rollbacks, `command-line` for the CLI, `scheduler` for schedules firing) in the
 * reader's language, people by name.
 */
export function actorName(language: Language, actor: string): string {
  if (actor === 'system') return translate(language, 'actor.system');
  if (actor === 'command-line') return translate(language, 'actor.command-line');
  if (actor === 'scheduler') return translate(language, 'actor.scheduler');
  // The one user of local mode (server/auth/roles.ts LOCAL_ACTOR).
  if (actor === 'Local user') return translate(language, 'actor.local');
  return actor;
}

/**
 * Notes the studio itself wrote (the sample's version, label moves and shop settings, stored
 * in English) in the reader's language; a person's own words stay as written.
 */
const NOTE_KEYS: Record<SystemNote, MessageKey> = {
  sampleVersion: 'note.sampleVersion',
  sampleHistory: 'note.sampleHistory',
  shopOwnSettings: 'note.shopOwnSettings',
};

export function systemNote(language: Language, actor: string, note: string): string {
  if (actor !== 'system') return storedReason(language, note);
  const found = (Object.keys(SYSTEM_NOTES) as SystemNote[]).find((k) => SYSTEM_NOTES[k] === note);
  return found ? translate(language, NOTE_KEYS[found] as 'note.sampleVersion') : note;
}

export function useActorName(): (actor: string) => string {
  const language = useLanguage();
  return useCallback((actor) => actorName(language, actor), [language]);
}

export function useSystemNote(): (actor: string, note: string) => string {
  const language = useLanguage();
  return useCallback((actor, note) => systemNote(language, actor, note), [language]);
}
