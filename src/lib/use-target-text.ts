import { useCallback } from 'react';
import { useT } from './i18n';
import { parseTarget } from '../harness/target';

/** A run's target as a reader says it: "Draft (unversioned)", "Label production", "v3". */
export function useTargetText(): (target: string) => string {
  const t = useT();
  return useCallback(
    (target) => {
      const ref = parseTarget(target);
      if (!ref) return target;
      if (ref.kind === 'draft') return t('tests.targetDraft');
      if (ref.kind === 'label') return t('tests.targetLabelOnly', { label: ref.name });
      return t('tests.targetVersionShort', { number: ref.number });
    },
    [t],
  );
}
