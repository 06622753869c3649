import type { SentenceEvent } from '../runtime-events';

/** What became of a sentence, as the preview and the trace browser name it. */
export type SentenceFate = 'ending' | 'blocked' | 'dropped' | 'replaced' | 'released';

/** The fate of a sentence event (or a trace's record of one). */
export function sentenceFate(s: Pick<SentenceEvent, 'outcome' | 'text' | 'ending'>): SentenceFate {
  if (s.ending) return 'ending';
  if (s.outcome === 'block') return 'blocked';
  if (s.text === '') return 'dropped';
  return s.outcome === 'replace' ? 'replaced' : 'released';
}
