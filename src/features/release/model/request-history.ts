import type { ChangeRequest } from '../types';

/** One line of a request's history, told from its own record. */
export type HistoryEvent =
  | { kind: 'opened'; at: string; who: string }
  | { kind: 'reviewed'; at: string; who: string; verdict: string }
  | { kind: 'scheduled'; at: string; who: string; when: string }
  | { kind: 'fired'; at: string }
  | { kind: 'ended'; at: string }
  | { kind: 'updated'; at: string; state: string };

/**
 * What happened to a request, oldest first: opened, each review, its schedule made, fired and
 * ended, and its latest change of state (published, closed, failed) when nothing else says it.
 */
export function requestHistory(request: ChangeRequest): HistoryEvent[] {
  const events: HistoryEvent[] = [{ kind: 'opened', at: request.createdAt, who: request.author }];
  for (const r of request.reviews) {
    events.push({ kind: 'reviewed', at: r.at, who: r.reviewer, verdict: r.verdict });
  }
  const s = request.schedule;
  if (s) {
    events.push({ kind: 'scheduled', at: s.createdAt, who: s.createdBy, when: s.at });
    if (s.firedAt) events.push({ kind: 'fired', at: s.firedAt });
    if (s.endedAt) events.push({ kind: 'ended', at: s.endedAt });
  }
  const told = new Set(events.map((e) => e.at));
  if (['published', 'closed', 'failed'].includes(request.state) && !told.has(request.updatedAt)) {
    events.push({ kind: 'updated', at: request.updatedAt, state: request.state });
  }
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
