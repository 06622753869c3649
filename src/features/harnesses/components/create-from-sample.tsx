import { useNavigate } from 'react-router';
import { ErrorNotice } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useCreateHarness } from '../api/create-harness';

/** Starts a new harness from the tea-shop sample, the quickest way to something that works. */
export function CreateFromSample() {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateHarness();
  const run = async () => {
    // The sample is loaded only when asked for: it is not needed on the first screen.
    const { sampleHarness } = await import('../../../harness/sample');
    const harness = await create.mutateAsync({ document: sampleHarness });
    navigate(`/harnesses/${encodeURIComponent(harness.id)}`);
  };
  return (
    <div>
      <button type="button" onClick={() => void run().catch(() => {})} disabled={create.isPending}>
        {t('harnesses.createSample')}
      </button>
      {create.isError && <ErrorNotice title={t('harnesses.createFailed')} error={create.error} />}
    </div>
  );
}
