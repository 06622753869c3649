import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import type { HarnessSummary } from '../types';
import { DraftLine } from './glance/draft-line';
import { LabelLines } from './glance/label-lines';
import { RunLine } from './glance/run-line';

/** One harness on the home page: what it serves, how its tests went, whether the draft moved on. */
export function HarnessSummaryCard({ harness }: { harness: HarnessSummary }) {
  const t = useT();
  return (
    <li className="card harness-card" data-testid="harness-card">
      <h2>
        <Link to={`/harnesses/${encodeURIComponent(harness.id)}`}>{harness.name}</Link>
      </h2>
      <p className="muted harness-card-id">
        <code>{harness.id}</code>
        {harness.shopId ? ` · ${t('harnesses.shop', { shop: harness.shopId })}` : ''}
      </p>
      <LabelLines labels={harness.labels} />
      <p className="harness-card-line">
        <RunLine run={harness.latestRun} />
      </p>
      <p className="harness-card-line">
        <DraftLine draft={harness.draft} />
      </p>
    </li>
  );
}
