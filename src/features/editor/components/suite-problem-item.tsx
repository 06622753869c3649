import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import type { RelatedPlace } from '../model/related-places';
import type { SuiteProblem } from '../model/suite-problems';
import { RelatedLinks } from './related-links';

/** A test case's problem with the draft: a link to the case, and to the draft's side of it. */
export function SuiteProblemItem({
  problem,
  places,
}: {
  problem: SuiteProblem;
  places: RelatedPlace[];
}) {
  const t = useT();
  return (
    <li className={`problem problem-${problem.severity}`}>
      <Link className="problem-case" to={problem.href}>
        <span className="problem-severity">{t(`problems.${problem.severity}`)}</span>{' '}
        <span
          className="problem-message"
          title={problem.core !== problem.message ? problem.core : undefined}
          data-code={problem.code}
        >
          {problem.message}
        </span>{' '}
        <span className="problem-where">{t('problems.testCase', { name: problem.caseName })}</span>
      </Link>
      <RelatedLinks places={places} />
    </li>
  );
}
