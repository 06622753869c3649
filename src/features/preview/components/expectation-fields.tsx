import type { ExpectedCall } from '../../../harness';
import { CheckboxField, NumberField, TextAreaField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import type { FieldProblems } from '../hooks/use-save-case';
import type { ExpectationChoices } from '../model/expectation-choices';

interface Props {
  choices: ExpectationChoices;
  onChange: (choices: ExpectationChoices) => void;
  problems: FieldProblems;
  /** Where the suggested length came from: the speech limit, or the answer's own length. */
  maxCharsHint: string;
}

/** A call as the model made it: `quote_final_price(product_id: "p-1", quantity: 2)`. */
function callText(call: ExpectedCall): string {
  const args = Object.entries(call.arguments).map(
    ([k, v]) => `${k}: ${v.map((x) => JSON.stringify(x)).join(' | ')}`,
  );
  return `${call.name}(${args.join(', ')})`;
}

const P = '/save-case/expectations';

/** The suggested expectations as checkboxes, with the values the person may change. */
export function ExpectationFields({ choices, onChange, problems, maxCharsHint }: Props) {
  const t = useT();
  const set = (patch: Partial<ExpectationChoices>) => onChange({ ...choices, ...patch });
  return (
    <fieldset className="group">
      <legend>{t('preview.save.expectations')}</legend>
      <p className="field-hint">{t('preview.save.expectationsHint')}</p>
      {choices.calls.length > 0 ? (
        <fieldset className="group">
          <legend>{t('preview.save.calls')}</legend>
          <p className="field-hint">{t('preview.save.callsHint')}</p>
          {choices.calls.map((c, i) => (
            <CheckboxField
              key={i}
              pointer={`${P}/calls/${i}`}
              label={t('preview.save.call', { call: callText(c.call) })}
              checked={c.on}
              onChange={(on) =>
                set({ calls: choices.calls.map((x, j) => (j === i ? { ...x, on } : x)) })
              }
            />
          ))}
          <CheckboxField
            pointer={`${P}/allow-extra`}
            label={t('preview.save.allowExtra')}
            checked={choices.allowExtraCalls}
            onChange={(allowExtraCalls) => set({ allowExtraCalls })}
            errors={problems.calls}
          />
        </fieldset>
      ) : (
        <CheckboxField
          pointer={`${P}/no-tool-call`}
          label={t('preview.save.noToolCall')}
          checked={choices.noToolCall}
          onChange={(noToolCall) => set({ noToolCall })}
          errors={problems.noToolCall}
        />
      )}
      {choices.hooks.map((h, i) => (
        <CheckboxField
          key={`${h.hook}-${h.decision}`}
          pointer={`${P}/hooks/${i}`}
          label={t('preview.save.hook', {
            hook: h.hook,
            decision: t(`preview.outcome.${h.decision}`),
          })}
          checked={h.on}
          onChange={(on) =>
            set({ hooks: choices.hooks.map((x, j) => (j === i ? { ...x, on } : x)) })
          }
          errors={problems[`hooks/${i}`]}
        />
      ))}
      <CheckboxField
        pointer={`${P}/no-banned-words`}
        label={t('preview.save.noBannedWords')}
        checked={choices.noBannedWords}
        onChange={(noBannedWords) => set({ noBannedWords })}
        errors={problems.noBannedWords}
      />
      <CheckboxField
        pointer={`${P}/max-chars`}
        label={t('preview.save.maxChars')}
        checked={choices.maxChars.on}
        onChange={(on) => set({ maxChars: { ...choices.maxChars, on } })}
      />
      {choices.maxChars.on && (
        <NumberField
          pointer={`${P}/max-chars-value`}
          label={t('preview.save.maxCharsValue')}
          hint={maxCharsHint}
          value={Number.isNaN(choices.maxChars.max) ? undefined : choices.maxChars.max}
          min={1}
          step={1}
          // An empty box is sent as NaN, so the schema's own message shows here.
          onChange={(max) => set({ maxChars: { on: true, max: max ?? Number.NaN } })}
          errors={problems.maxChars}
        />
      )}
      <CheckboxField
        pointer={`${P}/contains`}
        label={t('preview.save.contains')}
        checked={choices.contains.on}
        onChange={(on) => set({ contains: { ...choices.contains, on } })}
      />
      {choices.contains.on && (
        <TextAreaField
          pointer={`${P}/contains-text`}
          label={t('preview.save.containsText')}
          hint={t('preview.save.containsHint')}
          rows={2}
          value={choices.contains.text}
          onChange={(text) => set({ contains: { on: true, text } })}
          errors={problems.contains}
        />
      )}
      {problems.expectations && (
        <ul className="field-errors" data-testid="field-errors">
          {problems.expectations.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
