import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { EntityChanges } from '../../../components/diff/entity-changes';
import { useT } from '../../../lib/i18n';
import { useDiff } from '../api/get-diff';
import { QuoteTable } from './quote-table';

interface Props {
  harnessId: string;
  from: string;
  to: string;
  /** Entity summaries only: no fields, no price table (the publish form's short list). */
  compact?: boolean;
}

/**
 * What changes between two states of a harness: entity by entity, then field by field, and
 * what the host may quote per product before and after (from the same answer).
 */
export function DiffView({ harnessId, from, to, compact }: Props) {
  const t = useT();
  const diff = useDiff(harnessId, from, to);
  if (diff.isPending) return <Loading label={t('common.loading')} />;
  if (diff.isError) return <ErrorNotice title={t('diff.failed')} error={diff.error} />;
  const { changes, prices } = diff.data;
  return (
    <>
      <EntityChanges changes={changes} compact={compact} timeZone={prices.timeZone} />
      {!compact && <QuoteTable review={prices} />}
    </>
  );
}
