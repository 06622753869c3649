import type { LabelApproval, ReleaseSettings } from '../../../harness';
import { ROLES } from '../../../harness/roles';
import { Link } from 'react-router';
import { CheckboxField, FieldErrorList, SelectField } from '../../../components/ui/field';
import { fieldId } from '../../../lib/field-id';
import { useEnumLabel } from '../../../lib/enum-label';
import { useT } from '../../../lib/i18n';
import type { FieldErrors } from '../hooks/use-field-errors';
import type { Settings } from './settings-meta';
import { SettingNumber } from './setting-number';

interface Props {
  harnessId: string;
  settings: Settings;
  at: FieldErrors;
  readOnly: boolean;
  onChange: (settings: Settings) => void;
}

/** The labels a team reviews before they move (the two every harness has). */
const LABELS = ['production', 'staging'] as const;
/** A merchant reviews no harness change, nor does a host's token (it only serves). */
const APPROVER_ROLES = ROLES.filter((r) => r !== 'merchant' && r !== 'agent');

/**
 * How changes go live (settings.release): approvals per label, whether a new revision clears
 * the reviews, whether shops' changes wait for ops, and the grace for a missed schedule.
 */
export function ReleaseFields({ harnessId, settings, at, readOnly, onChange }: Props) {
  const t = useT();
  const word = useEnumLabel();
  const release = settings.release ?? {};
  // Nothing set leaves the field out, so the settings' bytes and hash stay as before.
  const set = (next: ReleaseSettings) => {
    const { release: _old, ...rest } = settings;
    const kept = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
    onChange(Object.keys(kept).length > 0 ? { ...rest, release: kept } : rest);
  };
  const setApproval = (label: string, rule: LabelApproval | undefined) => {
    const { [label]: _old, ...others } = release.approvals ?? {};
    const approvals = rule ? { ...others, [label]: rule } : others;
    set({ ...release, approvals: Object.keys(approvals).length > 0 ? approvals : undefined });
  };
  return (
    <>
      <h2 className="section-title">{t('settings.release')}</h2>
      {/* Rarely changed, by engineers: a setting's link, not an everyday job in the navigation. */}
      <p className="field-hint">
        {t('settings.webhooksHint')}{' '}
        <Link to={`/harnesses/${encodeURIComponent(harnessId)}/webhooks`}>{t('nav.webhooks')}</Link>
      </p>
      {LABELS.map((label) => {
        const rule = release.approvals?.[label];
        const pointer = `/settings/release/approvals/${label}`;
        const roles = rule?.roles ?? ['publisher', 'admin'];
        return (
          <fieldset key={label} className="group" disabled={readOnly}>
            <legend>{t('settings.approvalsFor', { label })}</legend>
            <SettingNumber
              pointer={`${pointer}/required`}
              label={t('settings.approvalsRequired')}
              hint={t('settings.approvalsRequiredHint')}
              step={1}
              min={0}
              max={10}
              value={rule?.required ?? 0}
              at={at}
              onChange={(v) =>
                setApproval(label, v ? { ...rule, required: v as number } : undefined)
              }
            />
            {rule && rule.required > 0 && (
              <div className="choice-list" id={fieldId(`${pointer}/roles`)}>
                <p className="field-hint">{t('settings.approverRoles')}</p>
                {APPROVER_ROLES.map((role) => (
                  <label key={role} className="choice">
                    <input
                      type="checkbox"
                      checked={roles.includes(role)}
                      onChange={(e) => {
                        const next = e.target.checked
                          ? [...roles, role]
                          : roles.filter((r) => r !== role);
                        setApproval(label, { ...rule, roles: next });
                      }}
                    />{' '}
                    {word('role', role)}
                  </label>
                ))}
                <FieldErrorList
                  messages={at(`${pointer}/roles`, true)}
                  field={{ label: t('settings.approverRoles') }}
                />
              </div>
            )}
          </fieldset>
        );
      })}
      <CheckboxField
        pointer="/settings/release/resetOnChange"
        label={t('settings.resetOnChange')}
        checked={release.resetOnChange === true}
        disabled={readOnly}
        onChange={(on) => set({ ...release, resetOnChange: on || undefined })}
      />
      <SelectField
        pointer="/settings/release/shopOverlays"
        label={t('settings.shopOverlays')}
        value={release.shopOverlays ?? 'immediate'}
        options={(['immediate', 'review'] as const).map((v) => ({
          value: v,
          label: t(`settings.shopOverlays.${v}`),
        }))}
        errors={at('/settings/release/shopOverlays')}
        disabled={readOnly}
        onChange={(v) => set({ ...release, shopOverlays: v === 'immediate' ? undefined : v })}
      />
      <SettingNumber
        pointer="/settings/release/missedGraceMinutes"
        label={t('settings.missedGrace')}
        hint={t('settings.missedGraceHint')}
        step={1}
        min={0}
        max={1440}
        value={release.missedGraceMinutes ?? 10}
        at={at}
        onChange={(v) =>
          set({ ...release, missedGraceMinutes: v === 10 ? undefined : (v as number) })
        }
      />
    </>
  );
}
