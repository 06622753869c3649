// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../lib/i18n';
import { fakeApi, json } from '../../lib/testing/fake-api';
import type { Actor } from '../../harness/roles';
import HarnessLayout from './harness-layout';
import { screen as screenHandle } from './screen-titles';

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  useLanguageStore.setState({ chosen: 'zh-CN' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useLanguageStore.setState({ chosen: null });
});

const merchant: Actor = { id: 't1', name: '青山', role: 'merchant', shopId: 'qingshan-tea' };
const ops: Actor = { id: 't2', name: '运营', role: 'ops' };
const missing = (id: string) =>
  json({ status: 404, title: 'Not Found', detail: `There is no harness "${id}".` }, 404);
const sample = json({
  id: 'sample',
  name: '山岚茶舍·双十二直播间',
  shopId: 'shanlan-tea',
  archived: false,
  archivedAt: null,
  createdAt: '2026-12-04T00:00:00.000Z',
  createdBy: 'system',
  latestVersion: 1,
});

/** The harness routes around a marker screen, as router.tsx nests them. */
function open(path: string, actor: Actor, routes: Record<string, Response>) {
  fakeApi({
    'GET /session': json({ actor, authMode: 'token' }),
    'GET /harnesses/sample/draft': json({ harnessId: 'sample', entities: [], diagnostics: [] }),
    ...routes,
  });
  const child = (path: string, id: Parameters<typeof screenHandle>[0]) => ({
    path,
    element: <p>screen {id}</p>,
    handle: screenHandle(id),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/harnesses/:id',
        element: <HarnessLayout />,
        children: [
          { index: true, element: <p>screen overview</p>, handle: screenHandle('overview') },
          child('tests', 'tests'),
          child('shops/:shopId', 'shop'),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

it('对不存在的 Harness 显示“找不到”页面，而不是带错误框的编辑器', async () => {
  open('/harnesses/no-such', ops, { 'GET /harnesses/no-such': missing('no-such') });
  expect(await screen.findByRole('heading', { name: '找不到这个配置' })).toBeTruthy();
  expect(screen.getByRole('link', { name: '全部配置' }).getAttribute('href')).toBe('/');
  expect(screen.queryByText(/There is no harness/)).toBeNull();
  expect(screen.queryByRole('navigation')).toBeNull();
});

it('商家打开别家的 Harness 时看到“不是你店铺的页面”，并能回到自己的店铺', async () => {
  open('/harnesses/other-live', merchant, {
    'GET /harnesses/other-live': missing('other-live'),
    'GET /harnesses?limit=1': json({ items: [{ id: 'sample' }], nextCursor: null }),
  });
  expect(await screen.findByRole('heading', { name: '这不是你店铺的页面' })).toBeTruthy();
  const back = await screen.findByRole('link', { name: '回到我的店铺' });
  expect(back.getAttribute('href')).toBe('/harnesses/sample/shops/qingshan-tea');
});

it('商家打开别家店铺或测试页时看到无权访问页，导航以自己店铺命名', async () => {
  open('/harnesses/sample/shops/shanlan-tea', merchant, {
    'GET /harnesses/sample': sample,
    'GET /harnesses/sample/shops/qingshan-tea': json({
      shop: { harnessId: 'sample', shopId: 'qingshan-tea', name: '青山茶铺', tags: [] },
      overlay: {},
      overlayVersion: 1,
    }),
  });
  expect(await screen.findByRole('heading', { name: '这不是你店铺的页面' })).toBeTruthy();
  expect(screen.queryByText('screen shop')).toBeNull();
  expect(screen.getByRole('link', { name: '回到我的店铺' }).getAttribute('href')).toBe(
    '/harnesses/sample/shops/qingshan-tea',
  );
  // The side navigation carries the merchant's shop's name, not the base's (another shop's).
  expect(await screen.findByText('青山茶铺')).toBeTruthy();
  expect(screen.queryByText('山岚茶舍·双十二直播间')).toBeNull();
});

it('lets a merchant into its own shop and keeps the tests screen from it', async () => {
  open('/harnesses/sample/tests', merchant, { 'GET /harnesses/sample': sample });
  expect(await screen.findByTestId('access-noAccess')).toBeTruthy();
  expect(screen.queryByText('screen tests')).toBeNull();
  cleanup();
  open('/harnesses/sample/shops/qingshan-tea', merchant, { 'GET /harnesses/sample': sample });
  expect(await screen.findByText('screen shop')).toBeTruthy();
  cleanup();
  open('/harnesses/sample/tests', ops, { 'GET /harnesses/sample': sample });
  expect(await screen.findByText('screen tests')).toBeTruthy();
});
