import { useT, type Translate } from '../../../../lib/i18n';
import type { DraftComparison, KindChangeCount } from '../../types';

const PARTS = ['added', 'changed', 'removed', 'moved'] as const;

/** "Promotion: 1 changed", one phrase per kind the draft touches. */
export function kindChanges(t: Translate, count: KindChangeCount): string {
  const parts = PARTS.filter((p) => count[p] > 0)
    .map((p) => t(`glance.${p}`, { count: count[p] }))
    .join(', ');
  return t('glance.kindChanges', { kind: t(`kind.${count.kind}`), parts });
}

/** Whether the draft differs from production, and how, in one line. */
export function DraftLine({ draft }: { draft: DraftComparison }) {
  const t = useT();
  if (draft.against === null) return <span className="muted">{t('glance.draftNew')}</span>;
  if (draft.differs === null) return <span>{t('glance.draftUnknown')}</span>;
  if (!draft.differs) return <span className="muted">{t('glance.draftSame')}</span>;
  return (
    <span className="draft-differs" data-testid="draft-differs">
      {t('glance.draftDiffers')}
      {draft.changes.length > 0 && `: ${draft.changes.map((c) => kindChanges(t, c)).join('; ')}`}
    </span>
  );
}
