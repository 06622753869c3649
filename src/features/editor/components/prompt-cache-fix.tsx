import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useEntityEditor } from '../hooks/use-entity-editor';
import type { LocatedDiagnostic } from '../model/entity-location';
import type { Meta } from './settings-meta';

interface Props {
  harnessId: string;
  /** The selected section body's diagnostics; only `prompt.cache_prefix` ones are fixed here. */
  diagnostics: readonly LocatedDiagnostic[];
  readOnly: boolean;
  /** Moves the selected section to the end of the prompt. */
  onMoveToEnd: () => void;
  isLast: boolean;
}

/**
 * The fixes beside a prefix-cache warning: switch the harness to the cache-friendly layout
 * (saved at once when the settings have no other unsaved edit, else left in the settings'
 * edit), or move the section to the end.
 */
export function PromptCacheFix({ harnessId, diagnostics, readOnly, onMoveToEnd, isLast }: Props) {
  const t = useT();
  const meta = useEntityEditor<Meta>(harnessId, 'meta', 'meta');
  const [saveNext, setSaveNext] = useState(false);
  const [done, setDone] = useState<'saved' | 'pending' | null>(null);
  const { dirty, save } = meta;

  useEffect(() => {
    if (!saveNext || !dirty) return;
    setSaveNext(false);
    void save().then((key) => setDone(key === undefined ? 'pending' : 'saved'));
  }, [saveNext, dirty, save]);

  const warning = diagnostics.find((d) => d.code === 'prompt.cache_prefix');
  if (!warning || readOnly) return done ? <Done state={done} /> : null;
  const layout = meta.value?.settings.promptLayout ?? 'document';
  // The cache-friendly layout takes per-product and per-turn sections out of the prefix.
  const offerLayout = layout !== 'cache-friendly';
  // In the document layout a per-product section moved to the end would follow per-turn ones.
  const offerMove = !isLast && (warning.params?.kind === 'turn' || layout === 'cache-friendly');

  const useLayout = () => {
    const value = meta.value;
    if (!value) return;
    const wasClean = !meta.dirty;
    meta.setValue({ ...value, settings: { ...value.settings, promptLayout: 'cache-friendly' } });
    if (wasClean) setSaveNext(true);
    else setDone('pending');
  };

  return (
    <div role="group" aria-label={t('prompt.cacheFix')}>
      <ul className="field-errors">
        <li className="field-warning" title={warning.core}>
          {warning.message}
        </li>
      </ul>
      <div className="row-actions">
        {offerLayout && (
          <button type="button" onClick={useLayout} disabled={!meta.value || meta.saving}>
            {t('prompt.useCacheFriendly')}
          </button>
        )}
        {offerMove && (
          <button type="button" onClick={onMoveToEnd}>
            {t('prompt.moveSectionToEnd')}
          </button>
        )}
      </div>
      {done && <Done state={done} />}
    </div>
  );
}

function Done({ state }: { state: 'saved' | 'pending' }) {
  const t = useT();
  return (
    <p className="muted" role="status">
      {state === 'saved' ? t('prompt.cacheFriendlySaved') : t('prompt.cacheFriendlyPending')}
    </p>
  );
}
