// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { OverlayChanges } from './overlay-changes';
import { fakeApi, json, renderWithProviders } from './testing';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const VERSIONS = '/harnesses/h1/shops/tea-a/overlay/versions';
const version = (number: number, overlay: Record<string, unknown>) =>
  json({
    harnessId: 'h1',
    shopId: 'tea-a',
    number,
    overlay: {
      preferences: {},
      promotions: [],
      extraSkills: [],
      disabledSkills: [],
      variables: {},
      ...overlay,
    },
    hash: 'sha256:x',
    message: '',
    createdAt: '2026-12-04T10:00:00.000Z',
    createdBy: 'merchant',
  });

it('shows each setting a shop’s change touches, served now against proposed, in Chinese', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  fakeApi({
    [`GET ${VERSIONS}/1`]: version(1, { preferences: { greeting: '欢迎光临' } }),
    [`GET ${VERSIONS}/3`]: version(3, {
      preferences: { greeting: '欢迎来到青山茶铺', tone: 'calm' },
      disabledSkills: ['coupon-push'],
    }),
  });
  renderWithProviders(<OverlayChanges harnessId="h1" shopId="tea-a" proposed={3} serving={1} />);
  const table = await screen.findByTestId('overlay-changes');
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
  expect(rows).toEqual([
    ['主播语气', '—', '沉稳'],
    ['欢迎语', '欢迎光临', '欢迎来到青山茶铺'],
    ['关闭的技能', '—', 'coupon-push'],
  ]);
});

it('reads a first change against nothing served', async () => {
  fakeApi({ [`GET ${VERSIONS}/1`]: version(1, { preferences: { maxReplyChars: 60 } }) });
  renderWithProviders(<OverlayChanges harnessId="h1" shopId="tea-a" proposed={1} serving={null} />);
  const row = await screen.findByRole('row', { name: /Longest reply/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['—', '60']);
});
