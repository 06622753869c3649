import { EntityChanges } from '../../../components/diff/entity-changes';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useArmDiff } from '../api/get-arm-diff';

interface Props {
  harnessId: string;
  runId: string;
  armId: string;
}

/** What the arm changed against the harness the run tested, as the versions screen shows diffs. */
export function ArmDiff({ harnessId, runId, armId }: Props) {
  const t = useT();
  const diff = useArmDiff(harnessId, runId, armId);
  if (diff.isPending) return <Loading label={t('common.loading')} />;
  if (diff.isError) return <ErrorNotice title={t('diff.failed')} error={diff.error} />;
  return <EntityChanges changes={diff.data.changes} />;
}
