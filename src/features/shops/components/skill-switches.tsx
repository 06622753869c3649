import type { Skill } from '../../../harness';
import { fieldId } from '../../../lib/field-id';
import { useT } from '../../../lib/i18n';
import { setSkillOn, type Locks } from '../model/overlay-edit';
import type { ShopOverlay } from '../types';

interface Props {
  overlay: ShopOverlay;
  baseSkills: readonly Pick<Skill, 'id' | 'name' | 'description'>[];
  /** Skills the platform locked: always on, shown disabled with the reason. */
  locks: Locks;
  at: (pointer: string) => readonly string[];
  onChange: (overlay: ShopOverlay) => void;
  readOnly: boolean;
}

/**
 * The base's skills, each on unless the shop switched it off; a skill the platform locked
 * (its compliance) is on and cannot be switched off. A switched-off id the base no longer
 * has stays listed (unchecked) so the merchant can see and drop it.
 */
export function SkillSwitches({ overlay, baseSkills, locks, at, onChange, readOnly }: Props) {
  const t = useT();
  const known = new Set(baseSkills.map((s) => s.id));
  const gone = overlay.disabledSkills.filter((id) => !known.has(id));
  const errors = overlay.disabledSkills.flatMap((_, i) => at(`/disabledSkills/${i}`));
  return (
    <fieldset
      className={errors.length ? 'group choice-list field-invalid' : 'group choice-list'}
      id={fieldId('/disabledSkills')}
    >
      <legend>{t('shops.skills')}</legend>
      <p className="field-hint">{t('shops.skillsHint')}</p>
      {baseSkills.map((s) => {
        const locked = locks.skills.has(s.id);
        return (
          <label
            key={s.id}
            className="choice"
            title={locked ? t('shops.lockedHint') : s.description}
          >
            <input
              type="checkbox"
              checked={locked || !overlay.disabledSkills.includes(s.id)}
              disabled={readOnly || locked}
              onChange={(e) => onChange(setSkillOn(overlay, s.id, e.target.checked))}
            />{' '}
            {s.name} <code>{s.id}</code>
            {locked && <span className="locked-note"> ({t('shops.lockedByPlatform')})</span>}
          </label>
        );
      })}
      {gone.map((id) => (
        <label key={id} className="choice">
          <input
            type="checkbox"
            checked={false}
            disabled={readOnly}
            onChange={() => onChange(setSkillOn(overlay, id, true))}
          />{' '}
          {t('shops.skillGone', { id })}
        </label>
      ))}
      {errors.length > 0 && (
        <ul className="field-errors" data-testid="field-errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
