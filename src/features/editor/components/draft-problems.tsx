import { Link } from 'react-router';
import { pointerName } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';
import type { LocatedDiagnostic } from '../model/entity-location';
import { entityHref } from '../model/entity-routes';

// Enough to act on at a glance; the editors' problems panel lists every one.
const SHOWN = 10;

/** The draft's problems on the overview, each a link to the field that has it. */
export function DraftProblems({
  harnessId,
  diagnostics,
}: {
  harnessId: string;
  diagnostics: readonly LocatedDiagnostic[];
}) {
  const t = useT();
  const language = useLanguage();
  if (diagnostics.length === 0) return null;
  const shown = diagnostics.slice(0, SHOWN);
  return (
    <section aria-labelledby="draft-problems-title">
      <h2 id="draft-problems-title" className="section-title">
        {t('problems.title', { count: diagnostics.length })}
      </h2>
      <ul className="problems-list" data-testid="draft-problems">
        {shown.map((d, i) => (
          <li key={`${d.pointer}-${d.code}-${i}`} className={`problem problem-${d.severity}`}>
            <Link to={entityHref(harnessId, d.kind, d.key, d.rel || '/')}>
              <span className="problem-severity">{t(`problems.${d.severity}`)}</span>{' '}
              <span className="problem-message" data-code={d.code}>
                {d.message}
              </span>{' '}
              <span className="problem-where">
                {t(`kind.${d.kind}`)}{' '}
                {d.kind === 'prompt' || d.kind === 'preferences' || d.kind === 'meta' ? '' : d.key}{' '}
                <span title={d.rel || '/'}>{pointerName(d.rel, language)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {diagnostics.length > SHOWN && (
        <p className="muted">{t('problems.more', { count: diagnostics.length - SHOWN })}</p>
      )}
    </section>
  );
}
