import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Promotion } from '../../../harness';
import type { PromotionState } from '../../../harness/promotion-state';
import { useLanguage, useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useNow } from '../../../lib/use-now';
import { useDraftDiagnostics } from '../hooks/use-draft-diagnostics';
import { entityHref } from '../model/entity-routes';
import { entityTitle } from '../model/entity-title';
import { harnessTimeZone, promotionStates } from '../model/promotion-states';
import { axisPercent, timelineTicks } from '../model/timeline-axis';
import { PromotionPhase, phaseText, useWindowText } from './promotion-phase';
import './promotions.css';

interface Row {
  key: string;
  title: string;
  promotion: Promotion;
  state: PromotionState;
}

/** A date on the axis: "Dec 12" / "12月12日" (from the zone's calendar date, `YYYY-MM-DD`). */
function useFormatDay(): (date: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return (date: string) => {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      return f.format(Date.UTC(y, m - 1, d));
    };
  }, [language]);
}

/**
 * Every promotion with its state and window, and when each runs on one time axis in the
 * harness's zone (hours or dates, with "now"); the one being edited is highlighted.
 */
export function PromotionTimeline({ harnessId, current }: { harnessId: string; current: string }) {
  const t = useT();
  const check = useDraftDiagnostics(harnessId);
  const now = useNow();
  const formatDay = useFormatDay();
  const zone = harnessTimeZone(check?.entities ?? []);
  const windowText = useWindowText(zone);
  const formatTime = useFormatTime({ timeZone: zone });
  const states = useMemo(() => promotionStates(check?.entities ?? [], now), [check, now]);
  const rows: Row[] = [];
  for (const e of check?.entities ?? []) {
    const state = states.get(e.key);
    if (e.kind !== 'promotion' || !state) continue;
    rows.push({ key: e.key, title: entityTitle(e), promotion: e.value as Promotion, state });
  }
  if (rows.length === 0) return null;
  rows.sort((a, b) => (a.state.start || 0) - (b.state.start || 0));
  const timed = rows.filter((r) => r.state.end > r.state.start);
  const min = Math.min(...timed.map((r) => r.state.start));
  const max = Math.max(...timed.map((r) => r.state.end));
  const ticks = timed.length > 0 ? timelineTicks(min, max, zone, formatDay) : [];
  const nowInside = now >= min && now <= max;
  const nowAt = `${axisPercent(now, min, max)}%`;
  return (
    <section className="group timeline" aria-labelledby="timeline-title">
      <h2 className="section-title" id="timeline-title">
        {t('promo.timeline')}
      </h2>
      <table className="timeline-table" data-testid="promotion-timeline">
        <caption className="sr-only">{t('promoState.list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('promo.name')}</th>
            <th scope="col">{t('promoState.state')}</th>
            <th scope="col" className="timeline-chart-cell">
              <span className="sr-only">{t('promoState.axis', { zone })}</span>
              <span className="timeline-axis" aria-hidden="true" data-testid="timeline-axis">
                {ticks.map((tick, i) => (
                  <span
                    key={tick.at}
                    className={`timeline-tick timeline-tick-${tick.kind}${i === 0 && axisPercent(tick.at, min, max) < 4 ? ' timeline-tick-first' : ''}${i === ticks.length - 1 && axisPercent(tick.at, min, max) > 96 ? ' timeline-tick-last' : ''}`}
                    style={{ left: `${axisPercent(tick.at, min, max)}%` }}
                  >
                    {tick.label}
                  </span>
                ))}
                {nowInside && (
                  <span className="timeline-now-label" style={{ left: nowAt }}>
                    {t('promoState.now')}
                  </span>
                )}
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.key}
              className={r.key === current ? 'current' : undefined}
              data-testid="timeline-row"
              data-phase={r.state.phase}
            >
              <th scope="row">
                {r.key === current ? (
                  <span aria-current="page">{r.title}</span>
                ) : (
                  <Link to={entityHref(harnessId, 'promotion', r.key)}>{r.title}</Link>
                )}
                <div className="timeline-window">{windowText(r.state)}</div>
              </th>
              <td>
                <PromotionPhase state={r.state} />
              </td>
              <td className="timeline-chart-cell" aria-hidden="true">
                <span className="timeline-track">
                  {r.state.end > r.state.start && (
                    <span
                      className={`timeline-bar${r.promotion.stacking === 'exclusive' ? ' exclusive' : ''}${r.state.phase === 'disabled' ? ' disabled' : ''}`}
                      style={{
                        left: `${axisPercent(r.state.start, min, max)}%`,
                        width: `${Math.max(axisPercent(r.state.end, min, max) - axisPercent(r.state.start, min, max), 1)}%`,
                      }}
                      title={`${phaseText(t, r.state)} · ${windowText(r.state)}`}
                    />
                  )}
                  {nowInside && <span className="timeline-now" style={{ left: nowAt }} />}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted timeline-now-note" data-testid="timeline-now">
        {t(
          nowInside
            ? 'promoState.nowInside'
            : now < min
              ? 'promoState.nowBefore'
              : 'promoState.nowAfter',
          { time: formatTime(new Date(now).toISOString()) },
        )}
      </p>
    </section>
  );
}
