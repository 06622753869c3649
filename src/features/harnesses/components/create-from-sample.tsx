import { useNavigate } from 'react-router';
import { ErrorNotice } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useCreateSampleHarness } from '../api/create-sample-harness';

/** Starts a new harness from the tea-shop sample, the quickest way to something that works. */
export function CreateFromSample() {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateSampleHarness();
  const run = async () => {
    const harness = await create.mutateAsync();
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
