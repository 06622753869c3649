import type { EntityChange } from '../../harness/diff';
import { useLanguage, useT } from '../../lib/i18n';
import { promotionFieldLabel, promotionValueText } from './promotion-value';
import './promotion-changes.css';

interface Props {
  change: EntityChange;
  /** The harness's zone, the one its windows are said in (the window's own when not known). */
  timeZone?: string;
}

/**
 * A promotion's fields as its reviewer reads them: every field of one added, what one
 * removed was, before and after of each field that changed; amounts in yuan, the window in
 * the harness's zone. The core's English line is each row's tooltip.
 */
export function PromotionChanges({ change, timeZone }: Props) {
  const t = useT();
  const language = useLanguage();
  const fields = change.fields.filter((f) => f.path !== '');
  if (fields.length === 0) return null;
  const value = (path: string, v: unknown) => promotionValueText(path, v, language, timeZone);
  const sides = change.change === 'changed';
  return (
    <table className="data-table promotion-changes" data-testid="promotion-fields">
      <caption className="sr-only">{t('diff.promotionFields', { key: change.key })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('diff.field')}</th>
          {sides ? (
            <>
              <th scope="col">{t('diff.before')}</th>
              <th scope="col">{t('diff.after')}</th>
            </>
          ) : (
            <th scope="col">{t(change.change === 'removed' ? 'diff.was' : 'diff.value')}</th>
          )}
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => (
          <tr key={f.path} title={f.summary} data-path={f.path}>
            <th scope="row">{promotionFieldLabel(f.path, language)}</th>
            {sides ? (
              <>
                <td>{f.change === 'added' ? '—' : <del>{value(f.path, f.before)}</del>}</td>
                <td>{f.change === 'removed' ? '—' : <ins>{value(f.path, f.after)}</ins>}</td>
              </>
            ) : (
              <td>{value(f.path, change.change === 'removed' ? f.before : f.after)}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
