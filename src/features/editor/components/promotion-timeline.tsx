import { zonedTimeToEpoch, type Promotion } from '../../../harness';
import { useT } from '../../../lib/i18n';
import { useDraftDiagnostics } from '../hooks/use-draft-diagnostics';
import { entityTitle } from '../model/entity-title';

interface Row {
  key: string;
  title: string;
  promotion: Promotion;
  start: number;
  end: number;
}

/** Which promotions run when, on one time axis; the one being edited is highlighted. */
export function PromotionTimeline({ harnessId, current }: { harnessId: string; current: string }) {
  const t = useT();
  const check = useDraftDiagnostics(harnessId);
  const rows: Row[] = [];
  for (const e of check?.entities ?? []) {
    if (e.kind !== 'promotion') continue;
    const p = e.value as Promotion;
    const start = zonedTimeToEpoch(p.window?.start ?? '', p.window?.timeZone ?? '');
    const end = zonedTimeToEpoch(p.window?.end ?? '', p.window?.timeZone ?? '');
    if (Number.isFinite(start) && Number.isFinite(end) && end > start) {
      rows.push({ key: e.key, title: entityTitle(e), promotion: p, start, end });
    }
  }
  if (rows.length === 0) return null;
  const min = Math.min(...rows.map((r) => r.start));
  const span = Math.max(...rows.map((r) => r.end)) - min || 1;
  return (
    <section className="group timeline" aria-labelledby="timeline-title">
      <h2 className="section-title" id="timeline-title">
        {t('promo.timeline')}
      </h2>
      <ul>
        {rows.map((r) => (
          <li key={r.key} className={r.key === current ? 'timeline-row current' : 'timeline-row'}>
            <span className="timeline-label">
              {r.title}
              {r.promotion.enabled === false ? ` (${t('promo.disabled')})` : ''}
              <span className="sr-only">
                {' '}
                {r.promotion.window.start} – {r.promotion.window.end} {r.promotion.window.timeZone}
              </span>
            </span>
            <span className="timeline-track" aria-hidden="true">
              <span
                className={`timeline-bar ${r.promotion.stacking === 'exclusive' ? 'exclusive' : ''}`}
                style={{
                  left: `${((r.start - min) / span) * 100}%`,
                  width: `${Math.max(((r.end - r.start) / span) * 100, 1)}%`,
                }}
                title={`${r.promotion.window.start} – ${r.promotion.window.end}`}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
