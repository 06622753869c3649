import type { ComparisonSetup } from '../../../harness/evaluation';
import { useT } from '../../../lib/i18n';

/**
 * Said first when two compared runs called different endpoints or models: what changed
 * between them may be the model's doing, not the harness's.
 */
export function SetupWarning({ setup }: { setup: ComparisonSetup | undefined }) {
  const t = useT();
  // A comparison from an older server, which sends no set-up: nothing to say.
  if (!setup || setup.differs.length === 0) return null;
  return (
    <div className="notice notice-warning" role="note" data-testid="compare-setup-warning">
      {setup.differs.map((key) => (
        <p key={key}>
          {t(`tests.compareSetup.${key}`, {
            base: setup.base[key] ?? '?',
            head: setup.head[key] ?? '?',
          })}
        </p>
      ))}
    </div>
  );
}
