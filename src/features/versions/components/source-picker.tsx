import { useSystemNote } from '../../../lib/actor-name';
import { useT } from '../../../lib/i18n';
import { useVersions } from '../api/get-versions';

interface Props {
  harnessId: string;
  id: string;
  label: string;
  value: string;
  labels: readonly string[];
  onChange: (source: string) => void;
}

/** Choose a state of the harness: the draft, a label, or a version. */
export function SourcePicker({ harnessId, id, label, value, labels, onChange }: Props) {
  const t = useT();
  const systemNote = useSystemNote();
  const versions = useVersions(harnessId).data?.pages.flatMap((p) => p.items) ?? [];
  const known = [
    'draft',
    ...labels.map((l) => `label:${l}`),
    ...versions.map((v) => String(v.number)),
  ];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {!known.includes(value) && <option value={value}>{value}</option>}
        <option value="draft">{t('diff.draft')}</option>
        {labels.map((l) => (
          <option key={l} value={`label:${l}`}>
            {t('diff.label', { label: l })}
          </option>
        ))}
        {versions.map((v) => (
          <option key={v.number} value={String(v.number)}>
            v{v.number} · {systemNote(v.author, v.message)}
          </option>
        ))}
      </select>
    </div>
  );
}
