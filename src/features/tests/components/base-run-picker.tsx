import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useTargetText } from '../../../lib/use-target-text';
import { formatPercent } from '../model/format';
import type { TestRun } from '../types';

interface Props {
  runs: readonly TestRun[];
  value: string | null;
  onChange: (runId: string | null) => void;
}

/** Pick the run to compare with; each option says when, what and how well it did. */
export function BaseRunPicker({ runs, value, onChange }: Props) {
  const t = useT();
  const formatTime = useFormatTime();
  const targetText = useTargetText();
  const text = (r: TestRun) => {
    const target =
      r.version !== null && !/^\d+$/.test(r.target)
        ? `${targetText(r.target)} (v${r.version})`
        : targetText(r.target);
    return t('tests.compareOption', {
      when: formatTime(r.createdAt),
      target,
      rate: r.summary ? formatPercent(r.summary.passRate) : t(`tests.status.${r.status}`),
    });
  };
  return (
    <div className="field">
      <label htmlFor="compare-base">{t('tests.compareBase')}</label>
      <select
        id="compare-base"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{t('tests.compareChoose')}</option>
        {runs.map((r) => (
          <option key={r.id} value={r.id}>
            {text(r)}
          </option>
        ))}
      </select>
    </div>
  );
}
