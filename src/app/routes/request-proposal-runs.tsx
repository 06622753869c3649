import { useNavigate } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { problemMessage } from '../../lib/problem-message';
import { useStartTestRun } from '../../features/tests/api/start-test-run';
import { useStartRobustnessRun } from '../../features/robustness/api/start-robustness-run';
import { initialRunForm, requestBody } from '../../features/robustness/model/run-request';

// A change request's evidence is the runs of exactly what it proposes: where one is missing,
// the request page starts it on the proposed version (the tests' and robustness features' own
// API files), then opens the run.

interface Props {
  harnessId: string;
  version: number;
}

function StartButton(props: {
  label: string;
  pending: boolean;
  error: unknown;
  onStart: () => void;
}) {
  const lang = useLanguage();
  return (
    <>
      <button
        type="button"
        className="link-button"
        disabled={props.pending}
        onClick={props.onStart}
      >
        {props.label}
      </button>
      {props.error != null && (
        <span className="field-errors" role="alert">
          {problemMessage(props.error, lang).text}
        </span>
      )}
    </>
  );
}

const runsPath = (harnessId: string) => `/harnesses/${encodeURIComponent(harnessId)}/tests`;

/** Runs the suite on exactly the proposed version. */
export function StartProposalRun({ harnessId, version }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const start = useStartTestRun();
  return (
    <StartButton
      label={t('requests.startRun', { version })}
      pending={start.isPending}
      error={start.error}
      onStart={() =>
        start.mutate(
          { harnessId, target: String(version) },
          {
            onSuccess: (run) =>
              navigate(`${runsPath(harnessId)}/runs/${encodeURIComponent(run.id)}`),
          },
        )
      }
    />
  );
}

/** Runs the robustness check (the start form's defaults) on exactly the proposed version. */
export function StartProposalRobustness({ harnessId, version }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const start = useStartRobustnessRun();
  return (
    <StartButton
      label={t('requests.startRobustness', { version })}
      pending={start.isPending}
      error={start.error}
      onStart={() =>
        start.mutate(
          { harnessId, body: requestBody({ ...initialRunForm(), target: String(version) }) },
          {
            onSuccess: (run) =>
              navigate(`${runsPath(harnessId)}/robustness/${encodeURIComponent(run.id)}`),
          },
        )
      }
    />
  );
}
