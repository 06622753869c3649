import { useT } from '../../../lib/i18n';
import type { OverrideState } from '../model/gate-view';

interface Props {
  state: OverrideState;
  onChange: (state: OverrideState) => void;
}

/**
 * Under a refused gate: admins may publish anyway with a written reason (kept in the audit
 * log); everyone else is told who can.
 */
export function GateOverride({ state, onChange }: Props) {
  const t = useT();
  if (!state.canOverride) return <p className="muted">{t('publish.gate.adminOnly')}</p>;
  return (
    <div className="gate-override">
      <div className="field field-check">
        <input
          id="publish-override"
          type="checkbox"
          checked={state.on}
          onChange={(e) => onChange({ ...state, on: e.target.checked })}
        />
        <label htmlFor="publish-override">{t('publish.gate.override')}</label>
      </div>
      {state.on && (
        <div className="field">
          <label htmlFor="publish-override-reason">{t('publish.gate.overrideReason')}</label>
          <textarea
            id="publish-override-reason"
            rows={2}
            required
            aria-describedby="publish-override-hint"
            value={state.reason}
            onChange={(e) => onChange({ ...state, reason: e.target.value })}
          />
          <p className="field-hint" id="publish-override-hint">
            {t('publish.gate.overrideHint')}
          </p>
        </div>
      )}
    </div>
  );
}
