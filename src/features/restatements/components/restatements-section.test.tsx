// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { RestatementsSection } from './restatements-section';
import { fakeApi, json, proposed, renderWithProviders } from './testing';

afterEach(cleanup);

const ENDPOINTS = {
  'GET /model-endpoints': json({
    items: [
      { name: 'default', model: 'qwen' },
      { name: 'large', model: 'qwen-72b' },
    ],
  }),
};
const RID = proposed().id;

describe('RestatementsSection', () => {
  it('proposes with the chosen endpoint and parts, and says what the model was asked', async () => {
    const calls = fakeApi({
      ...ENDPOINTS,
      'GET /harnesses/h1/restatements?status=proposed': json([]),
      'POST /harnesses/h1/restatements': json({
        endpoint: 'large',
        requested: 5,
        cached: 2,
        restatements: [],
      }),
    });
    renderWithProviders(<RestatementsSection harnessId="h1" canReview />);
    expect(await screen.findByText('No restatements here.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Ask a model to restate the draft’s texts' });
    await within(form).findByRole('option', { name: 'large (qwen-72b)' });
    fireEvent.change(within(form).getByLabelText('Model that restates'), {
      target: { value: 'large' },
    });
    fireEvent.click(within(form).getByLabelText('Tools (descriptions and parameters)'));
    fireEvent.click(within(form).getByRole('button', { name: 'Propose restatements' }));
    expect(
      await screen.findByText('Restated now: 5. Already restated by this endpoint: 2.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      target: 'draft',
      endpoint: 'large',
      parts: ['skills'],
    });
  });

  it('shows the source beside the restatement and approves, rejects or approves an edit', async () => {
    const calls = fakeApi({
      ...ENDPOINTS,
      'GET /harnesses/h1/restatements?status=proposed': json([proposed()]),
      [`PUT /harnesses/h1/restatements/${RID}`]: (call) =>
        json(proposed({ status: (call.body as { status: 'approved' }).status })),
    });
    renderWithProviders(<RestatementsSection harnessId="h1" canReview />);
    const item = await screen.findByRole('listitem', { name: 'Skill description · price-talk' });
    expect(within(item).getByText('Use when a viewer asks about the price.')).toBeTruthy();
    expect(within(item).getByText(/wants to know what it costs/)).toBeTruthy();
    expect(within(item).getByText('by large')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    fireEvent.click(within(item).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(item).getByLabelText('Your wording'), {
      target: { value: 'Use when a viewer asks what it costs.' },
    });
    fireEvent.click(within(item).getByRole('button', { name: 'Save and approve' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(3));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { status: 'approved' },
      { status: 'rejected' },
      { status: 'approved', text: 'Use when a viewer asks what it costs.' },
    ]);
  });

  it('shows a refused edit at the text, and lists without buttons for readers', async () => {
    fakeApi({
      ...ENDPOINTS,
      'GET /harnesses/h1/restatements?status=proposed': json([proposed()]),
      [`PUT /harnesses/h1/restatements/${RID}`]: json(
        {
          status: 422,
          title: 'Unprocessable Content',
          detail: 'Too long.',
          errors: [
            {
              pointer: '/text',
              code: 'restatement.too_long',
              message: 'Use at most 1024 characters.',
            },
          ],
        },
        422,
      ),
    });
    const view = renderWithProviders(<RestatementsSection harnessId="h1" canReview />);
    const item = await screen.findByRole('listitem', { name: 'Skill description · price-talk' });
    fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(item).getByLabelText('Your wording'), {
      target: { value: 'x'.repeat(1025) },
    });
    fireEvent.click(within(item).getByRole('button', { name: 'Save and approve' }));
    expect(await within(item).findByText('Use at most 1024 characters.')).toBeTruthy();
    expect(within(item).getByLabelText('Your wording').getAttribute('aria-invalid')).toBe('true');
    view.unmount();

    renderWithProviders(<RestatementsSection harnessId="h1" canReview={false} />);
    const read = await screen.findByRole('listitem', { name: 'Skill description · price-talk' });
    expect(within(read).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
