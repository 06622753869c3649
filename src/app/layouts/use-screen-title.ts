import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { harnessQueryOptions } from '../../features/harnesses/api/get-harness';
import { screenTitle, windowTitle } from './screen-titles';

/**
 * `document.title` for the screen open now, in the reader's language: the screen, the
 * harness it belongs to, the studio. Called once by the layouts, never by a page.
 */
export function useScreenTitle(): void {
  const t = useT();
  const matches = useMatches();
  const params = matches.at(-1)?.params ?? {};
  const harnessId = params.id;
  // Shares the harness layout's query: no request of its own.
  const harness = useQuery({ ...harnessQueryOptions(harnessId ?? ''), enabled: !!harnessId });
  // A harness the server does not show (unknown, or another shop's): the page says so.
  const title =
    isApiError(harness.error, 404) || isApiError(harness.error, 403)
      ? windowTitle([t('title.notFound'), t('title.app')])
      : windowTitle([
          screenTitle(
            matches.map((m) => m.handle),
            t,
            params,
          ),
          harnessId ? (harness.data?.name ?? harnessId) : undefined,
          t('title.app'),
        ]);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
