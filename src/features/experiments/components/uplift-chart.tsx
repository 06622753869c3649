import { useT } from '../../../lib/i18n';
import { geometry, percent, type UpliftPoint } from '../model/chart';

const W = 320;
const H = 120;

/** One metric's uplift over the looks: the always-valid interval as a band, zero as a rule. */
export function UpliftChart({ title, points }: { title: string; points: readonly UpliftPoint[] }) {
  const t = useT();
  const last = points.at(-1);
  if (!last) return null;
  const g = geometry(points, W, H);
  const label = t('experiment.chartLabel', {
    metric: title,
    estimate: percent(last.estimate),
    low: percent(last.low),
    high: percent(last.high),
    count: points.length,
  });
  return (
    <svg
      className="uplift-chart"
      viewBox={`-4 -4 ${W + 8} ${H + 8}`}
      width={W + 8}
      height={H + 8}
      role="img"
      aria-label={label}
      data-testid="uplift-chart"
    >
      <path d={g.band} className="uplift-band" />
      <line x1={0} x2={W} y1={g.zeroY} y2={g.zeroY} className="uplift-zero" />
      <path d={g.line} className="uplift-line" />
      <text x={W} y={10} textAnchor="end" className="uplift-axis">
        {percent(g.yMax, 0)}
      </text>
      <text x={W} y={H - 2} textAnchor="end" className="uplift-axis">
        {percent(g.yMin, 0)}
      </text>
    </svg>
  );
}
