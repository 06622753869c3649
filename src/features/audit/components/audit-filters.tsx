import { useState, type FormEvent } from 'react';
import { useT } from '../../../lib/i18n';
import type { AuditFilter } from '../types';

interface Props {
  filter: AuditFilter;
  onApply: (filter: AuditFilter) => void;
}

/** datetime-local works in the reader's zone; the API wants instants. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : undefined);
const toLocal = (iso?: string) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Who and when: the audit log's filters. */
export function AuditFilters({ filter, onApply }: Props) {
  const t = useT();
  const [actor, setActor] = useState(filter.actor ?? '');
  const [from, setFrom] = useState(toLocal(filter.from));
  const [to, setTo] = useState(toLocal(filter.to));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({
      harnessId: filter.harnessId,
      actor: actor.trim() || undefined,
      from: toInstant(from),
      to: toInstant(to),
    });
  };
  return (
    <form className="card audit-filters" onSubmit={submit} aria-label={t('audit.filters')}>
      <div className="field-row">
        <div className="field">
          <label htmlFor="audit-actor">{t('audit.actor')}</label>
          <input id="audit-actor" value={actor} onChange={(e) => setActor(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="audit-from">{t('audit.from')}</label>
          <input
            id="audit-from"
            type="datetime-local"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="audit-to">{t('audit.to')}</label>
          <input
            id="audit-to"
            type="datetime-local"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
      </div>
      <button type="submit">{t('audit.apply')}</button>
    </form>
  );
}
