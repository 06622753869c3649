// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { PinPreviewForm } from './pin-preview-form';
import { changeRequest, fakeApi, json, renderWithProviders, type Call } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A preview turn's stream as the server sends it: a reply, then done. */
const turn = (text: string | null) =>
  new Response(
    `event: reply\ndata: ${JSON.stringify({ text, original: text, replaced: false, source: 'model' })}\n\n` +
      `event: done\ndata: {"outcome":"ok"}\n\n`,
    { headers: { 'content-type': 'text/event-stream' } },
  );

describe('PinPreviewForm', () => {
  it('asks what is served and what is proposed the same question, then pins both answers', async () => {
    const previews: Call[] = [];
    const calls = fakeApi({
      'POST /preview': (call) => {
        previews.push(call);
        const source = (call.body as { source: string }).source;
        return source === '3' ? turn('No coupon now.') : turn('¥20 off from 20:00.');
      },
      'POST /harnesses/h1/change-requests/7/pins': json({ id: 1 }, 201),
    });
    renderWithProviders(<PinPreviewForm harnessId="h1" request={changeRequest()} />);
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: '有券吗' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask both' }));
    const result = await screen.findByTestId('pin-result');
    expect(within(result).getByText('No coupon now.')).toBeTruthy();
    expect(within(result).getByText('¥20 off from 20:00.')).toBeTruthy();
    expect(previews.map((c) => (c.body as { source: string }).source).sort()).toEqual(['3', '4']);
    expect((previews[0]?.body as { conversation: unknown }).conversation).toEqual([
      { role: 'user', content: '有券吗' },
    ]);

    fireEvent.click(within(result).getByRole('button', { name: 'Pin these answers' }));
    await vi.waitFor(() => expect(calls.some((c) => c.path.endsWith('/pins'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/pins'))?.body).toEqual({
      contextId: 'new-viewer-longjing',
      question: '有券吗',
      before: 'No coupon now.',
      after: '¥20 off from 20:00.',
    });
  });

  it('says a blocked answer as no answer', async () => {
    fakeApi({ 'POST /preview': () => turn(null) });
    renderWithProviders(
      <PinPreviewForm
        harnessId="h1"
        request={changeRequest({ serving: { version: null, overlayVersion: null } })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask both' }));
    const result = await screen.findByTestId('pin-result');
    expect(within(result).getAllByText('No answer')).toHaveLength(2);
  });
});
