import { useState } from 'react';
import { documentFieldLabel, entityPointerBase } from '../../../lib/field-label-keys';
import { useLanguage, useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { differingFields, showValue } from '../model/conflict-fields';
import type { Conflict } from '../types';

interface Props {
  conflict: Conflict;
  saving: boolean;
  onSave: (value: unknown) => void;
  onTakeTheirs: () => void;
}

type Pick = 'theirs' | 'mine';

/**
 * Someone saved this entity first. Theirs and yours side by side, field by field; pick a
 * side per field (text can be edited into a merge), then save over their revision.
 */
export function ConflictView({ conflict, saving, onSave, onTakeTheirs }: Props) {
  const t = useT();
  const formatTime = useFormatTime();
  const language = useLanguage();
  const theirs = conflict.theirs?.value;
  // Each field by its label on the form, the stored name as its tooltip.
  const base = conflict.theirs ? entityPointerBase(conflict.theirs.kind) : undefined;
  const labelOf = (field: string) =>
    (base !== undefined && documentFieldLabel(`${base}/${field}`, language)?.label) || field;
  const fields = differingFields(theirs, conflict.mine);
  const [merged, setMerged] = useState<Record<string, unknown>>(() => ({
    ...(conflict.mine as Record<string, unknown>),
  }));
  const [picks, setPicks] = useState<Record<string, Pick>>({});

  const pick = (field: string, side: Pick, value: unknown) => {
    setPicks((p) => ({ ...p, [field]: side }));
    setMerged((m) => ({ ...m, [field]: value }));
  };

  return (
    <section className="conflict" aria-labelledby="conflict-title">
      <h2 id="conflict-title">{t('conflict.title')}</h2>
      <p role="alert">
        {conflict.theirs
          ? t('conflict.explain', {
              who: conflict.theirs.updatedBy ?? '?',
              when: formatTime(conflict.theirs.updatedAt),
            })
          : t('conflict.deleted')}
      </p>
      <div className="conflict-actions">
        <button
          type="button"
          className="button-primary"
          aria-disabled={saving}
          onClick={() => !saving && onSave(merged)}
        >
          {t('conflict.saveMerged')}
        </button>
        <button
          type="button"
          aria-disabled={saving}
          onClick={() => !saving && onSave(conflict.mine)}
        >
          {t('conflict.keepMine')}
        </button>
        {conflict.theirs && (
          <button type="button" aria-disabled={saving} onClick={() => !saving && onTakeTheirs()}>
            {t('conflict.takeTheirs')}
          </button>
        )}
      </div>
      <table className="conflict-table">
        <thead>
          <tr>
            <th scope="col">{t('conflict.field')}</th>
            <th scope="col">{t('conflict.theirs')}</th>
            <th scope="col">{t('conflict.mine')}</th>
            <th scope="col">{t('conflict.result')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map(({ field, theirs: a, mine: b }) => (
            <tr key={field} data-testid={`conflict-${field}`}>
              <th scope="row" title={field}>
                {labelOf(field)}
              </th>
              <td>
                <pre data-testid="theirs">{showValue(a)}</pre>
                <label>
                  <input
                    type="radio"
                    name={`pick-${field}`}
                    checked={picks[field] === 'theirs'}
                    onChange={() => pick(field, 'theirs', a)}
                  />{' '}
                  {t('conflict.useTheirs')}
                </label>
              </td>
              <td>
                <pre data-testid="mine">{showValue(b)}</pre>
                <label>
                  <input
                    type="radio"
                    name={`pick-${field}`}
                    checked={(picks[field] ?? 'mine') === 'mine'}
                    onChange={() => pick(field, 'mine', b)}
                  />{' '}
                  {t('conflict.useMine')}
                </label>
              </td>
              <td>
                {typeof merged[field] === 'string' ? (
                  <textarea
                    className="mono"
                    aria-label={t('conflict.mergedText', { field })}
                    rows={Math.min(12, String(merged[field]).split('\n').length + 1)}
                    value={merged[field]}
                    onChange={(e) => setMerged((m) => ({ ...m, [field]: e.target.value }))}
                  />
                ) : (
                  <pre>{showValue(merged[field])}</pre>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
