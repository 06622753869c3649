import { Link } from 'react-router';
import { useActorName } from '../../../lib/actor-name';
import { useEnumLabel } from '../../../lib/enum-label';
import { useLanguage, useT } from '../../../lib/i18n';
import type { ChangeRequest } from '../types';
import { targetText } from './request-words';
import { scheduleStanding } from './schedule-standing';

interface Props {
  requests: readonly ChangeRequest[];
  requestHref: (n: number) => string;
  caption: string;
}

/** Requests as rows: title (the link), target, state in words, author, approvals, schedule. */
export function RequestTable({ requests, requestHref, caption }: Props) {
  const t = useT();
  const lang = useLanguage();
  const word = useEnumLabel();
  const actorName = useActorName();
  return (
    <table className="data-table requests-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('requests.title')}</th>
          <th scope="col">{t('requests.target')}</th>
          <th scope="col">{t('requests.state')}</th>
          <th scope="col">{t('requests.author')}</th>
          <th scope="col">{t('requests.approvals')}</th>
          <th scope="col">{t('requests.scheduled')}</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((r) => (
          <tr key={r.id} data-testid={`request-${r.id}`}>
            <th scope="row">
              <Link to={requestHref(r.id)}>{r.title}</Link>
            </th>
            <td>{targetText(t, r.target)}</td>
            <td>
              <span className={`request-state state-${r.state}`}>
                {word('changeRequestState', r.state)}
              </span>
            </td>
            <td>{actorName(r.author)}</td>
            <td>
              {t('requests.approvalsCount', {
                have: r.approvals.have,
                required: r.approvals.required,
              })}
            </td>
            <td>{scheduleStanding(t, r.schedule, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
