import { SelectField, type FieldAt } from '../ui/field';
import { STANDARD_EVENTS, type MetricRef } from '../../harness/experiments';
import { useT, type MessageKey } from '../../lib/i18n';

const EVENT_WORDS: Record<(typeof STANDARD_EVENTS)[number], MessageKey> = {
  order: 'publish.design.event.order',
  confirmed_receipt: 'publish.design.event.confirmed_receipt',
  product_view: 'publish.design.event.product_view',
  click: 'publish.design.event.click',
};

interface Props {
  /** Where the metric sits in its form's value (`/split/primaryMetric`). */
  pointer: string;
  event: string;
  measure: MetricRef['measure'];
  onChange: (change: { event?: string; measure?: MetricRef['measure'] }) => void;
  /** The messages at each field (by its full pointer), e.g. the server's refusal of an event. */
  at?: FieldAt;
}

/**
 * An experiment's primary metric: the outcome event and how it is measured per viewer. One
 * component for every form that starts an experiment (a split, a layer experiment).
 */
export function PrimaryMetricFields({ pointer, event, measure, onChange, at }: Props) {
  const t = useT();
  // A running experiment may decide on a custom event: it stays choosable.
  const events: string[] = [...STANDARD_EVENTS];
  if (!events.includes(event)) events.push(event);
  return (
    <div className="field-row">
      <SelectField
        pointer={`${pointer}/event`}
        label={t('publish.design.event')}
        value={event}
        options={events.map((e) => ({
          value: e,
          label: e in EVENT_WORDS ? t(EVENT_WORDS[e as keyof typeof EVENT_WORDS]) : e,
        }))}
        onChange={(e) => onChange({ event: e })}
        errors={at?.(`${pointer}/event`)}
      />
      <SelectField
        pointer={`${pointer}/measure`}
        label={t('publish.design.measure')}
        value={measure}
        options={[
          { value: 'conversion', label: t('publish.design.measure.conversion') },
          { value: 'valuePerUnit', label: t('publish.design.measure.valuePerUnit') },
        ]}
        onChange={(m) => onChange({ measure: m })}
        errors={at?.(`${pointer}/measure`)}
      />
    </div>
  );
}
