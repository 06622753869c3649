import { VIEWER_KINDS, type LiveContext } from '../../../harness';
import { SelectField, TextField } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { sampleViewers, viewerKey } from '../model/scenes';

type Viewer = NonNullable<LiveContext['viewer']>;
type Kind = (typeof VIEWER_KINDS)[number];

interface Props {
  viewer: LiveContext['viewer'];
  onChange: (viewer: LiveContext['viewer']) => void;
  errorsAt: (pointer: string) => string[];
}

/** Who asks: one of the sample viewers, then nickname, kind and member tier by hand. */
export function ViewerFields({ viewer, onChange, errorsAt }: Props) {
  const t = useT();
  const set = (patch: Partial<Viewer>) => onChange({ ...viewer, ...patch });
  const current = viewer ? viewerKey({ nickname: '', kind: 'new', ...viewer }) : '';
  const known = sampleViewers.some((v) => viewerKey(v) === current);
  const pick = (key: string) => {
    const sample = sampleViewers.find((v) => viewerKey(v) === key);
    onChange(sample ? structuredClone(sample) : undefined);
  };
  const kind = viewer?.kind ?? 'new';
  return (
    <fieldset className="group">
      <legend>{t('preview.viewer')}</legend>
      <div className="field">
        <label htmlFor="preview-viewer-pick">{t('preview.viewerPick')}</label>
        <select id="preview-viewer-pick" value={current} onChange={(e) => pick(e.target.value)}>
          <option value="">{t('preview.viewerNone')}</option>
          {viewer && !known && <option value={current}>{viewer.nickname || current}</option>}
          {sampleViewers.map((v) => (
            <option key={viewerKey(v)} value={viewerKey(v)}>
              {v.nickname} · {t(`preview.kind.${v.kind}`)}
              {v.memberTier ? ` · ${v.memberTier}` : ''}
            </option>
          ))}
        </select>
      </div>
      {viewer && (
        <>
          <TextField
            pointer="/context/viewer/nickname"
            label={t('preview.viewerNickname')}
            value={viewer.nickname ?? ''}
            onChange={(nickname) => set({ nickname })}
            errors={errorsAt('/viewer/nickname')}
          />
          <div className="field-row">
            <SelectField<Kind>
              pointer="/context/viewer/kind"
              label={t('preview.viewerKind')}
              value={kind}
              options={VIEWER_KINDS.map((k) => ({ value: k, label: t(`preview.kind.${k}`) }))}
              onChange={(k) => set({ kind: k })}
              errors={errorsAt('/viewer/kind')}
            />
            <TextField
              pointer="/context/viewer/memberTier"
              label={t('preview.viewerTier')}
              value={viewer.memberTier ?? ''}
              onChange={(tier) => set({ memberTier: tier || undefined })}
              errors={errorsAt('/viewer/memberTier')}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
