import { useCallback } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { mayRunTests } from '../../features/tests/model/permissions';
import {
  RobustnessReport,
  type ReportView,
} from '../../features/robustness/components/robustness-report';
import { VARIANT_FAMILIES, type VariantFamily } from '../../harness/variants/types';

const KEYS = ['endpoint', 'family', 'arm', 'case', 'base'] as const;

const asFamily = (v: string | null): VariantFamily | null =>
  (VARIANT_FAMILIES as readonly string[]).includes(v ?? '') ? (v as VariantFamily) : null;

/** One robustness run's report; the endpoint, the open variant and case and the base run live in the URL. */
export default function RobustnessRunPage() {
  const t = useT();
  const { id = '', runId = '' } = useParams();
  const actor = useSession().data?.actor;
  const [params, setParams] = useSearchParams();
  const view: ReportView = {
    endpoint: params.get('endpoint'),
    family: asFamily(params.get('family')),
    arm: params.get('arm'),
    caseId: params.get('case'),
    base: params.get('base'),
  };
  const change = useCallback(
    (next: Partial<ReportView>) =>
      setParams(
        (current) => {
          const merged: Record<(typeof KEYS)[number], string | null | undefined> = {
            endpoint: current.get('endpoint'),
            family: current.get('family'),
            arm: current.get('arm'),
            case: current.get('case'),
            base: current.get('base'),
          };
          if ('endpoint' in next) merged.endpoint = next.endpoint;
          if ('family' in next) merged.family = next.family;
          if ('arm' in next) merged.arm = next.arm;
          if ('caseId' in next) merged.case = next.caseId;
          if ('base' in next) merged.base = next.base;
          const p = new URLSearchParams();
          for (const key of KEYS) if (merged[key]) p.set(key, merged[key]);
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return (
    <section className="page robustness-run-page">
      <p>
        <Link to={`/harnesses/${encodeURIComponent(id)}/tests`}>{t('robustness.back')}</Link>
      </p>
      <RobustnessReport
        key={runId}
        harnessId={id}
        runId={runId}
        canRun={mayRunTests(actor)}
        view={view}
        onViewChange={change}
      />
    </section>
  );
}
