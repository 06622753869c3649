import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { Diagnostic } from '../../../harness';
import type { TestCase } from '../../../harness/evaluation';
import { diagnosticMessage } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';
import './case-warnings.css';

interface Props {
  warnings?: readonly Diagnostic[];
  linkForPointer?: (pointer: string) => string | undefined;
}

/** A case's warnings against the draft, each with a link to where the draft sets the price. */
export function CaseWarnings({ warnings = [], linkForPointer }: Props) {
  const t = useT();
  const language = useLanguage();
  if (warnings.length === 0) return null;
  return (
    <ul className="case-warnings" aria-label={t('tests.caseWarnings')}>
      {warnings.map((d) => {
        const pointer = d.related?.[0];
        const href = pointer === undefined ? undefined : linkForPointer?.(pointer);
        return (
          <li key={d.pointer} className="notice notice-warning" title={d.message}>
            {diagnosticMessage(d, language)}{' '}
            {href && (
              <Link to={href}>
                {pointer?.startsWith('/promotions/')
                  ? t('tests.openPromotion')
                  : t('tests.openTool')}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Opening `#case-<id>` (the editor's problems list links so) shows that case's row. */
export function useScrollToCase(cases: readonly TestCase[]) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const row = document.getElementById(decodeURIComponent(hash.slice(1)));
    row?.scrollIntoView?.({ block: 'center' });
    row?.focus();
  }, [hash, cases]);
}
