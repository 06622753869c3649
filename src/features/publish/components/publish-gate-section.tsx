import type { PublishFormState } from '../hooks/use-publish-form';
import { GateOverride } from './gate-override';
import { GateSummary } from './gate-summary';

/** Production's test gate for the version (and the split's), and an admin's override. */
export function PublishGateSection({
  form,
  harnessId,
}: {
  form: PublishFormState;
  harnessId: string;
}) {
  const { gate, version, override } = form;
  if (!gate.gated) return null;
  return (
    <>
      <GateSummary
        harnessId={harnessId}
        version={version}
        gate={gate.main.data}
        loading={gate.main.isPending}
        failed={gate.main.isError}
      />
      {gate.split && (
        <GateSummary
          harnessId={harnessId}
          version={gate.split.version}
          gate={gate.split.query.data}
          loading={gate.split.query.isPending}
          failed={gate.split.query.isError}
          split
        />
      )}
      {gate.refused.length > 0 && <GateOverride state={override} onChange={form.setOverride} />}
    </>
  );
}
