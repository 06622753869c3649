import { useT } from '../../../lib/i18n';
import { interval, percent, points } from '../model/format';
import type { RobustnessRunReport, VariantFamily } from '../types';

interface Props {
  families: RobustnessRunReport['families'];
  /** The family whose worst variant is open below. */
  open: VariantFamily | null;
  onOpen: (family: VariantFamily) => void;
}

/** Per family: mean and worst pass rate, the drop against identity with the worst's interval. */
export function FamiliesTable({ families, open, onOpen }: Props) {
  const t = useT();
  if (families.length === 0) return <p className="muted">{t('robustness.noFamilies')}</p>;
  return (
    <table className="data-table robustness-families" aria-label={t('robustness.familiesTable')}>
      <thead>
        <tr>
          <th scope="col">{t('robustness.family')}</th>
          <th scope="col">{t('robustness.mean')}</th>
          <th scope="col">{t('robustness.worst')}</th>
          <th scope="col">{t('robustness.drop')}</th>
          <th scope="col">{t('robustness.verdict')}</th>
          <th scope="col">{t('robustness.worstVariant')}</th>
        </tr>
      </thead>
      <tbody>
        {families.map((f) => (
          <tr
            key={f.family}
            data-testid="family-row"
            data-family={f.family}
            className={f.significant ? 'row-significant' : undefined}
          >
            <th scope="row">{t(`robustness.family.${f.family}`)}</th>
            <td>{percent(f.meanPassRate)}</td>
            <td>
              {percent(f.worstPassRate)} <span className="muted">({interval(f.low, f.high)})</span>
            </td>
            <td>{points(-f.drop)}</td>
            <td>
              {f.significant ? (
                <span className="badge verdict verdict-fail">{t('robustness.significant')}</span>
              ) : (
                <span className="badge">{t('robustness.withinNoise')}</span>
              )}
            </td>
            <td>
              <button
                type="button"
                className="button-quiet"
                aria-pressed={open === f.family}
                onClick={() => onOpen(f.family)}
              >
                {t('robustness.showVariant', { arm: f.worstVariant })}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
