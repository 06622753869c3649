import { useActorName } from '../../../lib/actor-name';
import { useEnumLabel } from '../../../lib/enum-label';
import { useLanguage, useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { requestHistory, type HistoryEvent } from '../model/request-history';
import type { ChangeRequest } from '../types';
import { scheduleTime } from './request-words';

/** The request's history, oldest first, each line with its time. */
export function RequestHistory({ request }: { request: ChangeRequest }) {
  const t = useT();
  const lang = useLanguage();
  const word = useEnumLabel();
  const actorName = useActorName();
  const formatTime = useFormatTime();
  const zone = request.schedule ?? { timeZone: undefined };
  const line = (e: HistoryEvent): string => {
    switch (e.kind) {
      case 'opened':
        return t('requests.historyOpened', { who: actorName(e.who) });
      case 'reviewed':
        return t('requests.historyReviewed', {
          who: actorName(e.who),
          verdict: word('reviewVerdict', e.verdict),
        });
      case 'scheduled':
        return t('requests.historyScheduled', {
          who: actorName(e.who),
          when: zone.timeZone ? scheduleTime(e.when, { timeZone: zone.timeZone }, lang) : e.when,
        });
      case 'fired':
        return t('requests.historyFired');
      case 'ended':
        return t('requests.historyEnded');
      case 'updated':
        return word('changeRequestState', e.state);
    }
  };
  return (
    <section className="group" aria-labelledby="request-history-title">
      <h2 id="request-history-title" className="section-title">
        {t('requests.history')}
      </h2>
      <ol className="request-history">
        {requestHistory(request).map((e, i) => (
          <li key={`${e.kind}-${i}`}>
            <time dateTime={e.at}>{formatTime(e.at)}</time> {line(e)}
          </li>
        ))}
      </ol>
    </section>
  );
}
