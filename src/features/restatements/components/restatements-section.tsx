import { useState } from 'react';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { RESTATEMENT_STATUSES } from '../../../harness/variants/restatements/contract';
import { useRestatements } from '../api/get-restatements';
import type { RestatementStatus } from '../types';
import { ProposeForm } from './propose-form';
import { RestatementItem } from './restatement-item';
import '../restatements.css';

interface Props {
  harnessId: string;
  /** Whoever may run tests proposes and reviews; everyone who sees the harness reads. */
  canReview: boolean;
}

/**
 * The Tests screen's review of model-written restatements: propose them with an endpoint,
 * read each source text beside its restatement, approve, reject or edit. Robustness runs use
 * approved ones only when asked, so nothing a model wrote runs unread.
 */
export function RestatementsSection({ harnessId, canReview }: Props) {
  const t = useT();
  const [status, setStatus] = useState<RestatementStatus | 'all'>('proposed');
  const list = useRestatements(harnessId, status === 'all' ? undefined : status);
  return (
    <section className="restatements-section" aria-labelledby="restatements-title">
      <h2 id="restatements-title" className="section-title">
        {t('restatements.title')}
      </h2>
      <p className="muted">{t('restatements.intro')}</p>
      {canReview && <ProposeForm harnessId={harnessId} />}
      <div className="field restatements-filter">
        <label htmlFor="rs-status">{t('restatements.filter')}</label>
        <select
          id="rs-status"
          value={status}
          onChange={(e) => setStatus(e.target.value as RestatementStatus | 'all')}
        >
          {[...RESTATEMENT_STATUSES, 'all' as const].map((s) => (
            <option key={s} value={s}>
              {t(`restatements.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {list.isPending && <Loading label={t('restatements.loading')} />}
      {list.isError && <ErrorNotice title={t('restatements.loadFailed')} error={list.error} />}
      {list.data?.length === 0 && <p className="muted">{t('restatements.empty')}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="restatement-list" aria-label={t('restatements.listLabel')}>
          {list.data.map((r) => (
            <RestatementItem
              key={r.id}
              harnessId={harnessId}
              restatement={r}
              canReview={canReview}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
