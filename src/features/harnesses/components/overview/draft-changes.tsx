import { Link } from 'react-router';
import { useT } from '../../../../lib/i18n';
import type { DraftComparison } from '../../types';
import { kindChanges } from '../glance/draft-line';

/** What changed in the draft since production, per kind, with the way to the full diff. */
export function DraftChanges({ harnessId, draft }: { harnessId: string; draft: DraftComparison }) {
  const t = useT();
  const base = `/harnesses/${encodeURIComponent(harnessId)}`;
  if (draft.against === null) return <p className="muted">{t('overviewPage.noProduction')}</p>;
  if (draft.differs === null) return <p>{t('glance.draftUnknown')}</p>;
  if (!draft.differs) return <p className="muted">{t('overviewPage.noChanges')}</p>;
  return (
    <>
      <ul className="change-list" data-testid="draft-changes">
        {draft.changes.map((c) => (
          <li key={c.kind}>{kindChanges(t, c)}</li>
        ))}
      </ul>
      <p>
        <Link to={`${base}/diff/${draft.against}/draft`}>{t('overviewPage.seeDiff')}</Link>
      </p>
    </>
  );
}
