import { diffOverlay } from '../../../harness/overlay/diff-overlay';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useEnumLabel } from '../../../lib/enum-label';
import { documentFieldLabel } from '../../../lib/field-label-keys';
import { useLanguage, useT } from '../../../lib/i18n';
import type { Language } from '../../../lib/i18n/language-store';
import { useOverlayVersion } from '../api/get-overlay-version';

interface Props {
  harnessId: string;
  shopId: string;
  /** The proposed overlay version, and the one the shop serves now (null: none). */
  proposed: number;
  serving: number | null;
}

const LIST_PARTS = ['promotions', 'extraSkills', 'disabledSkills', 'variables'] as const;

/** A value as a reviewer reads it: lists joined, objects as JSON, nothing as a dash. */
function shown(value: unknown, lang: Language): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value
      .map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)))
      .join(lang === 'zh-CN' ? '、' : ', ');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What a shop's change request changes, field by field: served now against proposed. */
export function OverlayChanges({ harnessId, shopId, proposed, serving }: Props) {
  const t = useT();
  const lang = useLanguage();
  const word = useEnumLabel();
  const after = useOverlayVersion(harnessId, shopId, proposed);
  const before = useOverlayVersion(harnessId, shopId, serving);
  if (after.isError || before.isError) {
    return <ErrorNotice title={t('requests.loadOneFailed')} error={after.error ?? before.error} />;
  }
  if (!after.data || before.isPending) return <Loading label={t('common.loading')} />;
  const changes = diffOverlay(before.data?.overlay ?? null, after.data.overlay);
  if (changes.length === 0) return <p className="muted">{t('requests.noOverlayChange')}</p>;
  const label = (path: string) => {
    const part = LIST_PARTS.find((p) => path === `/${p}` || path.startsWith(`/${p}/`));
    if (part) return t(`requests.overlayPart.${part}`);
    return documentFieldLabel(path, lang)?.label ?? path;
  };
  // A tone is said in words, as the shop's form offers it.
  const value = (path: string, v: unknown) =>
    path === '/preferences/tone' && typeof v === 'string' ? word('tone', v) : shown(v, lang);
  return (
    <table className="data-table overlay-changes" data-testid="overlay-changes">
      <caption className="sr-only">{t('requests.changes')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('requests.overlayField')}</th>
          <th scope="col">{t('requests.servedNow')}</th>
          <th scope="col">{t('requests.proposedValue')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.path}>
            <th scope="row">{label(c.path)}</th>
            <td>{value(c.path, c.before)}</td>
            <td>{value(c.path, c.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
