import { TURN_OUTCOMES } from '../../../harness/evaluation/turn-record';
import type { Arm, TraceOutcome } from '../types';

/** The browser's filters as the address keeps them (so a filtered list can be shared). */
export interface TraceFilterState {
  label: string;
  version: string;
  arm: '' | Arm;
  shop: string;
  outcome: '' | TraceOutcome;
  blocked: boolean;
  toolError: boolean;
  slowerThan: string;
}

/** The runtime's outcomes, from the core (the select lists them in this order). */
export const OUTCOMES: readonly TraceOutcome[] = TURN_OUTCOMES;

const KEYS = ['label', 'version', 'arm', 'shop', 'outcome', 'slowerThan'] as const;

export const EMPTY_FILTER: TraceFilterState = {
  label: '',
  version: '',
  arm: '',
  shop: '',
  outcome: '',
  blocked: false,
  toolError: false,
  slowerThan: '',
};

/** The filters an address names; unknown or malformed values are left out. */
export function filterFromSearch(search: URLSearchParams): TraceFilterState {
  const f: TraceFilterState = { ...EMPTY_FILTER };
  for (const key of KEYS) {
    const value = search.get(key)?.trim() ?? '';
    if (key === 'arm') f.arm = value === 'control' || value === 'treatment' ? value : '';
    else if (key === 'outcome')
      f.outcome = (OUTCOMES as readonly string[]).includes(value) ? (value as TraceOutcome) : '';
    else if ((key === 'version' || key === 'slowerThan') && !/^\d+$/.test(value)) f[key] = '';
    else f[key] = value;
  }
  f.blocked = search.get('blocked') === 'true';
  f.toolError = search.get('toolError') === 'true';
  return f;
}

/** The query string of the filters (only those set), as the API and the address take it. */
export function filterToSearch(f: TraceFilterState): URLSearchParams {
  const q = new URLSearchParams();
  for (const key of KEYS) if (f[key] !== '') q.set(key, f[key]);
  if (f.blocked) q.set('blocked', 'true');
  if (f.toolError) q.set('toolError', 'true');
  return q;
}
