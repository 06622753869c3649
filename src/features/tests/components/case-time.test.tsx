// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { TestCase } from '../../../harness/evaluation';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import { CaseTime } from './case-time';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const testCase = (now?: string): TestCase => ({
  id: 'flash-price',
  name: 'Flash sale price',
  tags: [],
  conversation: [{ role: 'user', content: '秒杀多少钱？' }],
  context: { comments: [], variables: {}, ...(now ? { now } : {}) },
  trials: 1,
  expectations: [{ type: 'reply_contains', values: ['169'], mode: 'any' }],
});

const PUT = 'PUT /harnesses/h1/test-cases/flash-price';

describe('CaseTime', () => {
  it('says a case without a time runs at the server’s time, and sets one in the harness’s zone', async () => {
    const calls = fakeApi({ [PUT]: (call) => json(call.body) });
    renderWithProviders(
      <CaseTime harnessId="h1" testCase={testCase()} zone="Asia/Shanghai" canEdit />,
    );
    expect(screen.getByTestId('case-time').textContent).toBe('The server’s time when run');
    fireEvent.click(screen.getByRole('button', { name: 'Set time of Flash sale price' }));
    const form = screen.getByRole('form', { name: 'Time in the room of Flash sale price' });
    fireEvent.change(within(form).getByLabelText('Time in the room'), {
      target: { value: '2026-12-11 20:01' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save time' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect((calls.find((c) => c.method === 'PUT')?.body as TestCase).context).toEqual({
      comments: [],
      variables: {},
      now: '2026-12-11T20:01:00+08:00',
    });
  });

  it('shows a case’s time in the harness’s zone and clears it back to the server’s', async () => {
    const calls = fakeApi({ [PUT]: (call) => json(call.body) });
    renderWithProviders(
      <CaseTime
        harnessId="h1"
        testCase={testCase('2026-12-11T12:01:00Z')}
        zone="Asia/Shanghai"
        canEdit
      />,
    );
    expect(screen.getByTestId('case-time').textContent).toBe('Dec 11, 2026, 20:01');
    fireEvent.click(screen.getByRole('button', { name: 'Set time of Flash sale price' }));
    const form = screen.getByRole('form', { name: 'Time in the room of Flash sale price' });
    expect((within(form).getByLabelText('Time in the room') as HTMLInputElement).value).toBe(
      '2026-12-11 20:01',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Use the server’s time' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save time' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = (calls.find((c) => c.method === 'PUT')?.body as TestCase).context;
    expect(sent).toEqual({ comments: [], variables: {} });
  });

  it('offers no editing to who may not edit cases', () => {
    renderWithProviders(
      <CaseTime harnessId="h1" testCase={testCase()} zone="Asia/Shanghai" canEdit={false} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
