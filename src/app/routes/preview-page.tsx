import { useParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { useLabels } from '../../features/publish/api/get-labels';
import { useVersions } from '../../features/versions/api/get-versions';
import { PreviewPanel } from '../../features/preview/components/preview-panel';
import type { SourceOption } from '../../features/preview/types';

/** The live preview; the states it may run (draft, labels, versions) come from release data. */
export default function PreviewPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const labels = useLabels(id).data ?? [];
  const versions = (useVersions(id).data?.pages ?? []).flatMap((p) => p.items);
  const sources: SourceOption[] = [
    { value: 'draft', label: t('preview.sourceDraft') },
    ...labels.map((l) => ({
      value: `label:${l.name}`,
      label:
        l.version === null
          ? t('preview.sourceLabelEmpty', { label: l.name })
          : t('preview.sourceLabel', { label: l.name, version: l.version }),
    })),
    ...versions.map((v) => ({
      value: String(v.number),
      label: t('preview.sourceVersion', { number: v.number, message: v.message }),
    })),
  ];
  return <PreviewPanel key={id} harnessId={id} sources={sources} />;
}
