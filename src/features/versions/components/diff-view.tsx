import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { EntityChanges } from '../../../components/diff/entity-changes';
import { useT } from '../../../lib/i18n';
import { useDiff } from '../api/get-diff';

interface Props {
  harnessId: string;
  from: string;
  to: string;
  /** Heading level of the entity titles, to fit the page around it. */
  compact?: boolean;
}

/** What changes between two states of a harness: entity by entity, then field by field. */
export function DiffView({ harnessId, from, to, compact }: Props) {
  const t = useT();
  const diff = useDiff(harnessId, from, to);
  if (diff.isPending) return <Loading label={t('common.loading')} />;
  if (diff.isError) return <ErrorNotice title={t('diff.failed')} error={diff.error} />;
  return <EntityChanges changes={diff.data.changes} compact={compact} />;
}
