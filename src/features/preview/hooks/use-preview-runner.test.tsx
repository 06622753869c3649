// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
import { fakeApi, json } from '../../../lib/testing/fake-api';
import { usePreviewStore } from '../store/preview-store';
import { usePreviewRunner } from './use-preview-runner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

it('says a refused request’s field problem in the reader’s language', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  fakeApi({
    'POST /preview': json(
      {
        status: 400,
        title: 'Bad Request',
        detail: 'The request body has invalid fields.',
        errors: [
          {
            pointer: '/context/viewer/name',
            code: 'schema.too_big',
            message: 'Use at most 40 characters.',
            params: { kind: 'chars', n: 40 },
          },
        ],
      },
      400,
    ),
  });
  usePreviewStore.getState().open('h-runner');
  const { result } = renderHook(() => usePreviewRunner());
  act(() => result.current.send('有券吗？'));
  await waitFor(() =>
    expect(usePreviewStore.getState().exchanges.at(-1)!.answers[0]!.status).toBe('failed'),
  );
  const said = usePreviewStore.getState().exchanges.at(-1)!.answers[0]!.requestError!;
  expect(said).toContain('/context/viewer/name');
  expect(said).toContain('40');
  expect(said).toMatch(/[\u4e00-\u9fff]/);
  expect(said).not.toContain('Use at most 40 characters.');
});
