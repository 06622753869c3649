import { useActorName } from '../../../../lib/actor-name';
import { formatDateTime } from '../../../../lib/format-date-time';
import { useLanguage, useT, type Translate } from '../../../../lib/i18n';
import type { DraftGate } from '../../types';
import { percent } from '../glance/percent';

/** The verdict in the reader's language: from the refusal's code and numbers, not its English. */
export function gateVerdict(t: Translate, gate: DraftGate, production: number | null): string {
  const threshold = percent(gate.threshold);
  // What production serves now is nobody's rollback: there is nothing to move.
  if (gate.version !== null && gate.version === production) {
    return t('overviewPage.gate.serving', { version: gate.version });
  }
  if (!gate.gated) return t('overviewPage.gate.notGated');
  if (gate.version === null) return t('overviewPage.gate.needsVersion', { threshold });
  // A version production served before goes back without the gate: say so, not "tests reach".
  if (gate.rollback) return t('overviewPage.gate.rollback', { version: gate.version });
  const r = gate.refusal;
  if (!r) return t('overviewPage.gate.allowed', { version: gate.version, threshold });
  return t(`overviewPage.gate.${r.code.slice('gate.'.length) as RefusalName}`, {
    version: r.version,
    threshold: percent(r.threshold),
    rate: r.passRate === null ? '-' : percent(r.passRate),
    shop: r.shop ?? '',
    drop: r.drop ?? 0,
    maxDrop: r.maxDrop ?? 0,
  });
}

type RefusalName =
  | 'no_run'
  | 'below_threshold'
  | 'shop_no_run'
  | 'shop_below_threshold'
  | 'robustness_no_run'
  | 'robustness_drop';

/** Would the gate let the draft reach production now; if not, what is missing. */
export function GateVerdict({
  gate,
  production = null,
}: {
  gate: DraftGate;
  /** The version production serves. */
  production?: number | null;
}) {
  const t = useT();
  const language = useLanguage();
  const who = useActorName();
  const left = gate.leftByRollback;
  const ok = !left && (!gate.gated || gate.allowed);
  return (
    <p className={ok ? 'notice notice-ok' : 'notice notice-warning'} data-testid="gate-verdict">
      {left &&
        gate.version !== null &&
        `${t('overviewPage.gate.leftByRollback', {
          version: gate.version,
          to: left.toVersion,
          who: who(left.actor),
          when: formatDateTime(left.at, language),
        })} `}
      {gateVerdict(t, gate, production)}
    </p>
  );
}
