import type { Skill } from '../../../harness';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { newShopSkill } from '../model/templates';
import type { ShopOverlay } from '../types';

interface Props {
  overlay: ShopOverlay;
  /** The base's skills: a new one's id must not clash with them. */
  baseSkills: readonly Skill[];
  at: (pointer: string) => readonly string[];
  onChange: (overlay: ShopOverlay) => void;
  readOnly: boolean;
}

/** Skills only this shop has, in plain words (they may use the base's tools). */
export function ExtraSkills({ overlay, baseSkills, at, onChange, readOnly }: Props) {
  const t = useT();
  const list = overlay.extraSkills;
  const replace = (extraSkills: Skill[]) => onChange({ ...overlay, extraSkills });
  const set = (i: number, next: Partial<Skill>) =>
    replace(list.map((s, j) => (j === i ? { ...s, ...next } : s)));
  return (
    <section className="group" aria-labelledby="extra-skills-title">
      <h2 id="extra-skills-title" className="section-title">
        {t('shops.extraSkills')}
      </h2>
      <p className="field-hint">{t('shops.extraSkillsHint')}</p>
      {list.map((s, i) => {
        const p = `/extraSkills/${i}`;
        return (
          <fieldset key={i} className="group">
            <legend>{s.name || s.id}</legend>
            <div className="field-row">
              <TextField
                pointer={`${p}/id`}
                label={t('shops.skillId')}
                value={s.id}
                errors={at(`${p}/id`)}
                onChange={(id) => set(i, { id })}
              />
              <TextField
                pointer={`${p}/name`}
                label={t('shops.skillName')}
                value={s.name}
                errors={at(`${p}/name`)}
                onChange={(name) => set(i, { name })}
              />
            </div>
            <TextField
              pointer={`${p}/description`}
              label={t('shops.skillWhen')}
              value={s.description}
              errors={at(`${p}/description`)}
              onChange={(description) => set(i, { description })}
            />
            <TextAreaField
              pointer={`${p}/instructions`}
              label={t('shops.skillInstructions')}
              value={s.instructions}
              errors={at(`${p}/instructions`)}
              onChange={(instructions) => set(i, { instructions })}
            />
            {!readOnly && (
              <button type="button" onClick={() => replace(list.filter((_, j) => j !== i))}>
                {t('shops.removeSkill', { name: s.name || s.id })}
              </button>
            )}
          </fieldset>
        );
      })}
      {!readOnly && (
        <button
          type="button"
          onClick={() => replace([...list, newShopSkill([...baseSkills, ...list])])}
        >
          {t('shops.addSkill')}
        </button>
      )}
    </section>
  );
}
