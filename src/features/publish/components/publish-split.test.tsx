// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import type { Label } from '../types';
import { LabelHistory } from './label-history';
import { renderPublishForm } from './publish-form-testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const staging: Label = {
  harnessId: 'h',
  name: 'staging',
  version: 2,
  split: { version: 3, percent: 10 },
  updatedAt: '2026-12-02T00:00:00.000Z',
  updatedBy: 'a',
};

it('分流表单写明哪个是实验组、各分到多少观众，并链接到该标签的实验', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  fakeApi({});
  renderPublishForm(staging);
  const link = await screen.findByRole('link', { name: '查看“staging”上的实验' });
  expect(link.getAttribute('href')).toBe('/harnesses/h/labels/staging/experiment');
  fireEvent.click(screen.getByLabelText('分流（A/B 测试）'));
  // With a split, the label's own version is named as the control.
  expect(
    (screen.getByLabelText('版本（对照组：其余观众继续使用）') as HTMLSelectElement).value,
  ).toBe('2');
  fireEvent.change(screen.getByLabelText('实验组版本（要试的版本）'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('实验组的观众比例（%）'), { target: { value: '20' } });
  expect(screen.getByTestId('split-shares').textContent).toBe(
    'v3（实验组）分到 20% 的观众；v2（对照组）保留 80%。',
  );
});

it('links a label that ever split traffic to its experiment from its history', async () => {
  fakeApi({
    'GET /harnesses/h/labels/staging/moves?limit=50': json({
      items: [
        {
          id: 2,
          harnessId: 'h',
          label: 'staging',
          at: '2026-12-02T00:00:00.000Z',
          actor: 'pat',
          reason: 'end the test',
          fromVersion: 2,
          fromSplit: { version: 3, percent: 10 },
          toVersion: 2,
          toSplit: null,
        },
        {
          id: 1,
          harnessId: 'h',
          label: 'staging',
          at: '2026-12-01T00:00:00.000Z',
          actor: 'pat',
          reason: 'try v3',
          fromVersion: 2,
          fromSplit: null,
          toVersion: 2,
          toSplit: { version: 3, percent: 10 },
        },
      ],
      nextCursor: null,
    }),
  });
  renderWithProviders(<LabelHistory harnessId="h" label="staging" canMove={false} />);
  const link = await screen.findByRole('link', { name: 'See the experiment on “staging”' });
  expect(link.getAttribute('href')).toBe('/harnesses/h/labels/staging/experiment');
});
