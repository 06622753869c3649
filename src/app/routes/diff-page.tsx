import { useNavigate, useParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { useLabels } from '../../features/publish/api/get-labels';
import { DiffView } from '../../features/versions/components/diff-view';
import { SourcePicker } from '../../features/versions/components/source-picker';

/** A shareable comparison of two states: /harnesses/:id/diff/:from/:to. */
export default function DiffPage() {
  const t = useT();
  const navigate = useNavigate();
  const { id = '', from = 'draft', to = 'draft' } = useParams();
  const labels = (useLabels(id).data ?? []).map((l) => l.name);
  const go = (a: string, b: string) =>
    navigate(
      `/harnesses/${encodeURIComponent(id)}/diff/${encodeURIComponent(a)}/${encodeURIComponent(b)}`,
    );
  return (
    <section className="page">
      <h1>{t('diff.title', { from, to })}</h1>
      <div className="field-row diff-pickers">
        <SourcePicker
          harnessId={id}
          id="diff-from"
          label={t('diff.from')}
          value={from}
          labels={labels}
          onChange={(v) => go(v, to)}
        />
        <SourcePicker
          harnessId={id}
          id="diff-to"
          label={t('diff.to')}
          value={to}
          labels={labels}
          onChange={(v) => go(from, v)}
        />
      </div>
      <DiffView harnessId={id} from={from} to={to} />
    </section>
  );
}
