import { formatDateTime } from '../../../lib/format-date-time';
import type { Language, Translate } from '../../../lib/i18n';
import { refusalMessage, type ProblemText } from '../../../lib/problem-message';
import type { ChangeRequest, Schedule } from '../types';

// How a request's parts are said in a row, a heading and a notice: one place for the words.

/** Where it goes: `Label production`, `Shop tea-a`. */
export function targetText(t: Translate, target: ChangeRequest['target']): string {
  return target.kind === 'label'
    ? t('requests.targetLabel', { label: target.label })
    : t('requests.targetShop', { shop: target.shopId });
}

/** What it proposes, frozen: `v7`, `Shop tea-a settings v3`. */
export function proposalText(t: Translate, proposal: ChangeRequest['proposal']): string {
  return proposal.kind === 'version'
    ? t('requests.proposalVersion', { version: proposal.version })
    : t('requests.proposalOverlay', { shop: proposal.shopId, version: proposal.overlayVersion });
}

/** A schedule's time in the harness's zone, with the zone said: `2026-12-12 20:00 (Asia/Shanghai)`. */
export function scheduleTime(iso: string, schedule: Pick<Schedule, 'timeZone'>, lang: Language) {
  return `${formatDateTime(iso, lang, { timeZone: schedule.timeZone })} (${schedule.timeZone})`;
}

/**
 * Why a schedule or a request failed, in the reader's language: from its coded problem when
 * it has one (the English `failure` is the tooltip), else the stored English as it is.
 */
export function failureText(
  record: Pick<Schedule, 'failure' | 'failureProblem'>,
  lang: Language,
): ProblemText | null {
  if (!record.failure && !record.failureProblem) return null;
  return refusalMessage(record.failureProblem ?? { detail: record.failure ?? '' }, lang);
}
