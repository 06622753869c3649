import { CodeField } from '../../../components/ui/code-editor';
import { useT } from '../../../lib/i18n';
import { messagesAt, type LocatedDiagnostic } from '../model/entity-location';
import { jsonFieldMarkers } from '../model/json-markers';
import { formatJson, parseJson } from '../model/json-text';

interface Props {
  /** Pointer of the value inside the entity, e.g. "/parameters". */
  pointer: string;
  label: string;
  hint?: string;
  value: unknown;
  /** The text as typed, when it differs from the value formatted. */
  text: string | undefined;
  diagnostics: readonly LocatedDiagnostic[];
  /** Monaco model path (unique per entity and field). */
  path: string;
  /** `parsed` is absent while the text is not valid JSON. */
  onChange: (text: string, parsed: { value: unknown } | undefined) => void;
  readOnly?: boolean;
  height?: number;
}

/** A JSON value edited as text in Monaco, with the core's diagnostics as markers. */
export function JsonField({ pointer, text, value, diagnostics, onChange, ...rest }: Props) {
  const t = useT();
  const shown = text ?? formatJson(value);
  const parsed = parseJson(shown);
  const inside = diagnostics.filter((d) => d.rel === pointer || d.rel.startsWith(pointer + '/'));
  const markers = jsonFieldMarkers(inside, pointer);
  const errors = [...(parsed.ok ? [] : [t('json.notValid')]), ...messagesAt(inside, pointer)];
  return (
    <CodeField
      {...rest}
      pointer={pointer}
      language="json"
      value={shown}
      markers={markers}
      errors={errors}
      loadingLabel={t('editor.loadingCode')}
      onChange={(next) => {
        const p = parseJson(next);
        onChange(next, p.ok ? { value: p.value } : undefined);
      }}
    />
  );
}
