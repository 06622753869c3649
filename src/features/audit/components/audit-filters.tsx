import { useState, type FormEvent } from 'react';
import { DateTimeField } from '../../../components/ui/date-time-field';
import { useT } from '../../../lib/i18n';
import type { AuditFilter } from '../types';

interface Props {
  filter: AuditFilter;
  onApply: (filter: AuditFilter) => void;
}

/** The fields' wall times are in the reader's zone; the API wants instants. */
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
        {/* In the reader's own zone, read back in the language's one format. */}
        <DateTimeField
          pointer="/audit/from"
          label={t('audit.from')}
          value={from}
          onChange={setFrom}
        />
        <DateTimeField pointer="/audit/to" label={t('audit.to')} value={to} onChange={setTo} />
      </div>
      <button type="submit">{t('audit.apply')}</button>
    </form>
  );
}
