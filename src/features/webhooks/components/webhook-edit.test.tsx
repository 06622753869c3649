// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { WebhooksScreen } from './webhooks-screen';
import { axeViolations, delivery, fakeApi, json, renderWithProviders, webhook } from './testing';

// A webhook's URL, description and events change in place; its log reads past the first page.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const NEW_URL = 'https://hooks.example.com/ops';

describe('editing a webhook', () => {
  it('sends the changed URL, description and events, and the list shows them', async () => {
    let listed = [webhook()];
    const calls = fakeApi({
      'GET /harnesses/h1/webhooks': () => json(listed),
      'PATCH /harnesses/h1/webhooks/3': ({ body }) => {
        listed = [webhook(body as object)];
        return json(listed[0]);
      },
    });
    const { container } = renderWithProviders(<WebhooksScreen harnessId="h1" />);
    const row = await screen.findByTestId('webhook-3');
    fireEvent.click(
      within(row).getByRole('button', { name: 'Edit webhook https://hooks.example.com/studio' }),
    );
    const form = screen.getByTestId('webhook-edit');
    const url = within(form).getByRole('textbox', { name: 'URL' });
    expect(url).toHaveProperty('value', 'https://hooks.example.com/studio');
    fireEvent.change(url, { target: { value: NEW_URL } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Ops channel' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Schedule carried out' }));
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByTestId('webhook-edit')).toBeNull());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      url: NEW_URL,
      description: 'Ops channel',
      events: ['change_request.opened'],
    });
    expect((await screen.findByText(NEW_URL)).closest('tr')?.textContent).toContain('Ops channel');
  });

  it('says a refusal at its field, in Chinese, and keeps the form open', async () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    fakeApi({
      'GET /harnesses/h1/webhooks': json([webhook()]),
      'PATCH /harnesses/h1/webhooks/3': json(
        {
          status: 422,
          title: 'Unprocessable',
          code: 'webhook.url_private',
          detail: 'Private address',
          errors: [{ pointer: '/url', message: '这个地址在内网。', code: 'webhook.url_private' }],
        },
        422,
      ),
    });
    renderWithProviders(<WebhooksScreen harnessId="h1" />);
    const row = await screen.findByTestId('webhook-3');
    fireEvent.click(within(row).getByRole('button', { name: /^编辑 Webhook/ }));
    const form = screen.getByTestId('webhook-edit');
    const url = within(form).getByRole('textbox', { name: '地址' });
    fireEvent.change(url, { target: { value: 'http://192.168.1.1/' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存修改' }));
    expect(await within(form).findByText('这个地址在内网。')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(url));
    // Changed, the address is no longer the one refused: the message goes.
    fireEvent.change(url, { target: { value: 'https://hooks.example.com/ops' } });
    expect(within(form).queryByText('这个地址在内网。')).toBeNull();
  });
});

describe('the delivery log past its first page', () => {
  it('loads the next page with the cursor the server gave', async () => {
    const first = Array.from({ length: 50 }, (_, i) => delivery({ id: 100 - i }));
    const calls = fakeApi({
      'GET /harnesses/h1/webhooks': json([webhook()]),
      'GET /harnesses/h1/webhooks/3/deliveries?limit=50': json({
        items: first,
        nextCursor: 'c50',
      }),
      'GET /harnesses/h1/webhooks/3/deliveries?limit=50&cursor=c50': json({
        items: [delivery({ id: 50, type: 'schedule.fired' })],
        nextCursor: null,
      }),
    });
    renderWithProviders(<WebhooksScreen harnessId="h1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delivery log' }));
    await screen.findByTestId('delivery-51');
    expect(screen.queryByTestId('delivery-50')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByTestId('delivery-50')).textContent).toContain(
      'Schedule carried out',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.map((c) => c.path)).toContain(
      '/harnesses/h1/webhooks/3/deliveries?limit=50&cursor=c50',
    );
  });
});
