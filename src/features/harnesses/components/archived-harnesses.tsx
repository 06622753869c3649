import { useState } from 'react';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useLanguage, useT } from '../../../lib/i18n';
import { problemMessage } from '../../../lib/problem-message';
import { useArchivedHarnesses, useUnarchiveHarness } from '../api/archived-harnesses';
import type { Harness } from '../types';

/**
 * Archived harnesses, folded away under the home page's list (for whoever may archive, so
 * may bring one back). The list loads when it is opened: the home page asks for nothing more.
 */
export function ArchivedHarnesses() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <details className="archived-harnesses" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('home.archived.title')}</summary>
      {open && <ArchivedList />}
    </details>
  );
}

function ArchivedList() {
  const t = useT();
  const list = useArchivedHarnesses();
  if (list.isPending) return <Loading label={t('common.loading')} />;
  if (list.isError) return <ErrorNotice title={t('home.archived.loadFailed')} error={list.error} />;
  if (list.data.items.length === 0) return <p className="muted">{t('home.archived.empty')}</p>;
  return (
    <ul className="archived-list">
      {list.data.items.map((h) => (
        <ArchivedItem key={h.id} harness={h} />
      ))}
    </ul>
  );
}

function ArchivedItem({ harness }: { harness: Harness }) {
  const t = useT();
  const language = useLanguage();
  const unarchive = useUnarchiveHarness();
  const errorId = `unarchive-error-${harness.id}`;
  return (
    <li className="archived-item" data-testid="archived-harness">
      <span>
        {harness.name} <code className="muted">{harness.id}</code>
      </span>
      <button
        type="button"
        aria-label={t('home.archived.unarchiveNamed', { name: harness.name })}
        aria-describedby={unarchive.isError ? errorId : undefined}
        disabled={unarchive.isPending}
        onClick={() => unarchive.mutate(harness.id)}
      >
        {t('home.archived.unarchive')}
      </button>
      {unarchive.isError && (
        // Said beside the button it answers, in the reader's language.
        <p id={errorId} className="field-errors" role="alert">
          {t('home.archived.failed', { name: harness.name })}{' '}
          {problemMessage(unarchive.error, language).text}
        </p>
      )}
    </li>
  );
}
