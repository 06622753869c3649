import type { Language, Translate } from '../../../lib/i18n';
import { enumLabel } from '../../../lib/enum-label';
import type { Schedule } from '../types';
import { scheduleTime } from './request-words';

/**
 * Where a request's schedule stands, said in a row: its time while pending; once fired, when
 * it published and whether the window's end moved the label back, so a published request is
 * never read as live after its window closed.
 */
export function scheduleStanding(t: Translate, schedule: Schedule | null, lang: Language): string {
  if (!schedule) return t('requests.notScheduled');
  const at = (iso: string | null) => (iso ? scheduleTime(iso, schedule, lang) : '');
  if (schedule.state === 'pending') return at(schedule.at);
  if (schedule.state !== 'fired') {
    return t('requests.scheduleState', {
      state: enumLabel(lang, 'scheduleState', schedule.state),
    });
  }
  const when = at(schedule.firedAt ?? schedule.at);
  switch (schedule.endState) {
    case 'pending':
      return t('requests.firedUntil', { when, until: at(schedule.until) });
    case 'fired':
      return t('requests.firedEnded', { when, ended: at(schedule.endedAt ?? schedule.until) });
    case 'superseded':
      return t('requests.firedSuperseded', { when });
    default:
      return t('requests.fired', { when });
  }
}

/** "No longer live (moved back at …)" for a request its window's end took off the label. */
export function noLongerLive(t: Translate, schedule: Schedule | null, lang: Language) {
  if (schedule?.state !== 'fired' || schedule.endState !== 'fired') return null;
  const ended = schedule.endedAt ?? schedule.until;
  return ended ? t('requests.noLongerLive', { when: scheduleTime(ended, schedule, lang) }) : null;
}
