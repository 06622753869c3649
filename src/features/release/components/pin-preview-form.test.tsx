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
    renderWithProviders(
      <PinPreviewForm harnessId="h1" request={changeRequest()} timeZone="Asia/Shanghai" />,
    );
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
    expect(calls.find((c) => c.path.endsWith('/pins'))?.body).toMatchObject({
      contextId: 'new-viewer-longjing',
      contextTitle: '双十二晚8点·新粉问龙井',
      context: { now: '2026-12-12T20:15:00+08:00', product: { id: 'p-longjing-250' } },
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
        timeZone="Asia/Shanghai"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask both' }));
    const result = await screen.findByTestId('pin-result');
    expect(within(result).getAllByText('No answer')).toHaveLength(2);
  });

  it('defaults to the room of a promotion the change adds, at its window, and sends the time set', async () => {
    const previews: Call[] = [];
    const calls = fakeApi({
      'GET /harnesses/h1/change-requests/7/pins/suggestions': json({
        before: 3,
        after: 4,
        rooms: [
          {
            id: 'promotion:dianhong-flash',
            title: '滇红秒杀139元',
            promotionId: 'dianhong-flash',
            change: 'added',
            context: {
              now: '2026-12-20T19:31:00+08:00',
              product: { id: 'p-dianhong-200', name: '云南滇红金芽 200g 罐装', price: 159 },
              viewer: { nickname: '爱喝茶的小王', kind: 'new' },
            },
          },
        ],
      }),
      'POST /preview': (call) => {
        previews.push(call);
        return turn('ok');
      },
      'POST /harnesses/h1/change-requests/7/pins': json({ id: 1 }, 201),
    });
    renderWithProviders(
      <PinPreviewForm harnessId="h1" request={changeRequest()} timeZone="Asia/Shanghai" />,
    );
    const room = screen.getByLabelText('Live room') as HTMLSelectElement;
    await vi.waitFor(() => expect(room.value).toBe('promotion:dianhong-flash'));
    expect(room.selectedOptions[0]?.textContent).toBe('滇红秒杀139元 (added)');
    const time = screen.getByLabelText('Time in the room') as HTMLInputElement;
    expect(time.value).toBe('2026-12-20 19:31');
    expect(screen.getByTestId('pin-room').textContent).toContain('云南滇红金芽 200g 罐装');

    // A promotion's room has no comment of its own to ask.
    const question = screen.getByLabelText('Question') as HTMLInputElement;
    expect(question.value).toBe('');
    fireEvent.change(question, { target: { value: '秒杀多少钱？' } });
    fireEvent.change(time, { target: { value: '2026-12-20 20:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask both' }));
    fireEvent.click(
      within(await screen.findByTestId('pin-result')).getByRole('button', {
        name: 'Pin these answers',
      }),
    );
    await vi.waitFor(() => expect(calls.some((c) => c.path.endsWith('/pins'))).toBe(true));
    expect((previews[0]?.body as { context: { now: string } }).context.now).toBe(
      '2026-12-20T20:00:00+08:00',
    );
    expect(calls.find((c) => c.path.endsWith('/pins'))?.body).toMatchObject({
      contextId: 'promotion:dianhong-flash',
      contextTitle: '滇红秒杀139元',
      context: { now: '2026-12-20T20:00:00+08:00', product: { id: 'p-dianhong-200' } },
    });
  });
});
