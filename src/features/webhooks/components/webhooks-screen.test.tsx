// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { WebhooksScreen } from './webhooks-screen';
import { axeViolations, fakeApi, json, renderWithProviders, webhook } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const SECRET = 'whsec_MfKQ9r8GKYqrTuQo5SmPDoOgsGTYgVvE';

/** Fills the form: a URL and the events ticked by their words. */
function fill(url: string, events: string[]) {
  const urlField = screen.getByRole('textbox', { name: /^(URL|地址)$/ });
  fireEvent.change(urlField, { target: { value: url } });
  for (const e of events) fireEvent.click(screen.getByRole('checkbox', { name: e }));
  return urlField;
}

describe('WebhooksScreen', () => {
  it('adds a webhook and shows its secret once, saying it will not be shown again', async () => {
    let listed: unknown[] = [];
    const calls = fakeApi({
      'GET /harnesses/h1/webhooks': () => json(listed),
      'POST /harnesses/h1/webhooks': () => {
        listed = [webhook({ events: ['change_request.opened'] })];
        return json({ webhook: listed[0], secret: SECRET }, 201);
      },
    });
    const { container } = renderWithProviders(<WebhooksScreen harnessId="h1" />);
    await screen.findByText('No webhooks yet: add one below.');
    fill('https://hooks.example.com/studio', ['Change request opened']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Release channel' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));

    const shown = await screen.findByTestId('webhook-secret');
    expect(within(shown).getByLabelText('Signing secret')).toHaveProperty('value', SECRET);
    expect(shown.textContent).toMatch(/it will not be shown again/);
    expect(document.activeElement).toBe(shown);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      url: 'https://hooks.example.com/studio',
      description: 'Release channel',
      events: ['change_request.opened'],
    });
    // The list reads again, in words, and never holds the secret.
    const row = await screen.findByTestId('webhook-3');
    expect(row.textContent).toContain('Change request opened');
    expect(row.textContent).not.toContain(SECRET);
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(within(shown).getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
    expect(container.textContent).not.toContain(SECRET);
    expect(container.innerHTML).not.toContain(SECRET);
  });

  it('says a private address refused at /url at the URL field, in Chinese', async () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    fakeApi({
      'GET /harnesses/h1/webhooks': json([]),
      'POST /harnesses/h1/webhooks': json(
        {
          status: 422,
          title: 'Unprocessable Content',
          detail: 'The request has invalid fields.',
          errors: [
            {
              pointer: '/url',
              code: 'webhook.url.internal',
              message:
                'Refused: 10.0.0.8 is an internal address. Allow it on the server with TOOL_ALLOWED_HOSTS if it is meant to be reached.',
            },
          ],
        },
        422,
      ),
    });
    const { container } = renderWithProviders(<WebhooksScreen harnessId="h1" />);
    await screen.findByText('还没有 Webhook：在下面添加一个。');
    const url = fill('http://10.0.0.8/hook', ['排期已执行']);
    fireEvent.click(screen.getByRole('button', { name: '添加 Webhook' }));

    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    const said = (url.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(said).toContain('这是内网地址');
    // The server's English is the tooltip, not the words on screen.
    expect(said).not.toContain('Refused');
    expect(document.activeElement).toBe(url);
    // Said at the field only: no second notice for the same refusal.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    // Changed, the address is no longer the one refused: the message goes with it.
    fireEvent.change(url, { target: { value: 'https://hooks.example.com/studio' } });
    expect(url.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('toggles a webhook off and deletes it only once confirmed', async () => {
    const calls = fakeApi({
      'GET /harnesses/h1/webhooks': json([webhook()]),
      'PATCH /harnesses/h1/webhooks/3': json(webhook({ enabled: false })),
      'DELETE /harnesses/h1/webhooks/3': json(webhook()),
    });
    renderWithProviders(<WebhooksScreen harnessId="h1" />);
    const row = await screen.findByTestId('webhook-3');
    fireEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ enabled: false });

    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const yes = within(row).getByRole('button', { name: 'Delete webhook' });
    expect(document.activeElement).toBe(yes);
    fireEvent.click(yes);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
