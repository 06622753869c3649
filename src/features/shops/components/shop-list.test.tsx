// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { ShopList } from './shop-list';
import { fakeApi, json, renderWithProviders, shopRecord } from './testing';

afterEach(cleanup);

const page = (ids: string[], nextCursor: string | null = null) =>
  json({ items: ids.map((id) => shopRecord({ shopId: id, name: `Shop ${id}` })), nextCursor });
const href = (id: string) => `/harnesses/h1/shops/${id}`;

describe('ShopList', () => {
  it('draws one page, asks for the next by cursor, and searches once typing settles', async () => {
    const calls = fakeApi({
      'GET /harnesses/h1/shops?limit=50': page(['a-1', 'a-2'], 'a-2'),
      'GET /harnesses/h1/shops?limit=50&cursor=a-2': page(['a-3']),
      'GET /harnesses/h1/shops?limit=50&q=tea&tag=vip': page(['tea-vip']),
    });
    renderWithProviders(<ShopList harnessId="h1" canManage={false} shopHref={href} />);
    expect(await screen.findByRole('link', { name: 'Shop a-1' })).toBeTruthy();
    expect(screen.getByText('Showing 2 shops')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Shop a-3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Search shops'), { target: { value: 't' } });
    fireEvent.change(screen.getByLabelText('Search shops'), { target: { value: 'tea' } });
    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: 'VIP' } });
    expect(await screen.findByRole('link', { name: 'Shop tea-vip' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop tea-vip' }).getAttribute('href')).toBe(
      '/harnesses/h1/shops/tea-vip',
    );
    // Debounced: no request for the half-typed "t".
    expect(calls.map((c) => c.path).filter((p) => p.includes('q='))).toEqual([
      '/harnesses/h1/shops?limit=50&q=tea&tag=vip',
    ]);
    expect(screen.queryByRole('button', { name: /Edit tags/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('lets ops re-tag a shop and add one, with the refused field at the field', async () => {
    const calls = fakeApi({
      'GET /harnesses/h1/shops?limit=50': page(['tea-a']),
      'PATCH /harnesses/h1/shops/tea-a': (call) =>
        json(shopRecord({ ...(call.body as object), name: 'Shop tea-a' })),
      'POST /harnesses/h1/shops': json(
        {
          status: 400,
          title: 'Bad Request',
          detail: 'Invalid shop.',
          errors: [{ pointer: '/shopId', code: 'invalid_format', message: 'Use lowercase.' }],
        },
        400,
      ),
    });
    renderWithProviders(<ShopList harnessId="h1" canManage shopHref={href} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit tags: Shop tea-a' }));
    fireEvent.change(screen.getByLabelText('Tags of Shop tea-a'), {
      target: { value: 'tea, VIP，tea' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save tags' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ tags: ['tea', 'vip'] });

    const form = screen.getByRole('form', { name: 'Add a shop' });
    fireEvent.change(within(form).getByLabelText('Shop id'), { target: { value: 'Bad Id' } });
    fireEvent.change(within(form).getByLabelText('Shop name'), { target: { value: 'Bad' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add shop' }));
    expect(await within(form).findByText('Use lowercase.')).toBeTruthy();
    expect(within(form).getByLabelText('Shop id').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      shopId: 'Bad Id',
      name: 'Bad',
      tags: [],
    });
  });
});

describe('ShopList with many shops loaded', () => {
  it('draws only the rows in view once past a few pages', async () => {
    const routes: Record<string, Response> = {};
    for (let p = 0; p < 5; p++) {
      const ids = Array.from({ length: 50 }, (_, i) => `s-${String(p * 50 + i).padStart(4, '0')}`);
      const cursor = p === 0 ? '' : `&cursor=s-${String(p * 50 - 1).padStart(4, '0')}`;
      routes[`GET /harnesses/h1/shops?limit=50${cursor}`] = page(ids, p < 4 ? ids.at(-1)! : null);
    }
    fakeApi(routes);
    const view = renderWithProviders(<ShopList harnessId="h1" canManage={false} shopHref={href} />);
    for (let loaded = 50; loaded < 250; loaded += 50) {
      await screen.findByText(`Showing ${loaded} shops`);
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    }
    expect(await screen.findByText('Showing 250 shops')).toBeTruthy();
    const drawn = view.container.querySelectorAll('tbody tr:not([aria-hidden])');
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(50);
    expect(screen.getByRole('link', { name: 'Shop s-0000' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Shop s-0249' })).toBeNull();
  });
});
