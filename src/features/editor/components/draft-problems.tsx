import { Link } from 'react-router';
import { pointerName } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';
import type { LocatedDiagnostic } from '../model/entity-location';
import { entityHref } from '../model/entity-routes';
import type { HarnessEntity } from '../../../harness';
import { relatedPlaces } from '../model/related-places';
import type { SuiteProblem } from '../model/suite-problems';
import { RelatedLinks } from './related-links';
import { SuiteProblemItem } from './suite-problem-item';

// Enough to act on at a glance; the editors' problems panel lists every one.
const SHOWN = 10;

/** The draft's problems on the overview, each a link to the field that has it. */
export function DraftProblems({
  harnessId,
  diagnostics,
  entities = [],
  suite = [],
}: {
  harnessId: string;
  diagnostics: readonly LocatedDiagnostic[];
  /** The draft's entities, to link the other places a problem involves. */
  entities?: readonly HarnessEntity[];
  /** Test cases' problems with the draft, listed after the draft's own. */
  suite?: readonly SuiteProblem[];
}) {
  const t = useT();
  const language = useLanguage();
  const count = diagnostics.length + suite.length;
  if (count === 0) return null;
  const shown = diagnostics.slice(0, SHOWN);
  const shownSuite = suite.slice(0, SHOWN - shown.length);
  const places = (related?: string[]) => relatedPlaces(harnessId, entities, related);
  return (
    <section aria-labelledby="draft-problems-title">
      <h2 id="draft-problems-title" className="section-title">
        {t('problems.title', { count })}
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
                <span title={d.rel || '/'}>{pointerName(d.pointer, language)}</span>
              </span>
            </Link>
            <RelatedLinks places={places(d.related)} />
          </li>
        ))}
        {shownSuite.map((d, i) => (
          <SuiteProblemItem key={`${d.pointer}-${i}`} problem={d} places={places(d.related)} />
        ))}
      </ul>
      {count > SHOWN && <p className="muted">{t('problems.more', { count: count - SHOWN })}</p>}
    </section>
  );
}
