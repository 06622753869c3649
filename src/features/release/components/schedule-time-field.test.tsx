// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { ScheduleMoveForm } from './schedule-move-form';
import { fakeApi, json, renderWithProviders, schedule } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const POST = 'POST /harnesses/h1/schedules';
const show = () =>
  renderWithProviders(
    <ScheduleMoveForm
      harnessId="h1"
      labels={['staging']}
      versions={[4]}
      timeZone="America/New_York"
    />,
  );

const refusal = {
  status: 422,
  title: 'Unprocessable Content',
  detail: '2027-03-14T02:30 does not exist in America/New_York.',
  errors: [
    {
      pointer: '/at',
      code: 'time.nonexistent_local_time',
      message: '2027-03-14T02:30 does not exist in America/New_York.',
      params: {
        before: '2027-03-14T01:59:00-05:00',
        after: '2027-03-14T03:00:00-04:00',
        timeZone: 'America/New_York',
      },
    },
  ],
};

describe('ScheduleTimeField', () => {
  it('says at the field that a time the clocks skip does not exist, once, and offers the nearest', async () => {
    const calls = fakeApi({ [POST]: json(refusal, 422) });
    show();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Spring' } });
    const at = screen.getByLabelText('Goes live at');
    fireEvent.change(at, { target: { value: '2027-03-14 02:30' } });
    const said = /does not exist in America\/New_York: the clocks jump over it/;
    expect(screen.getByText(said).textContent).toMatch(/UTC-05:00.*UTC-04:00/);
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getAllByText(said)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /^Use .*03:00 \(UTC-04:00\)$/ }));
    expect((at as HTMLInputElement).value).toBe('2027-03-14 03:00');
    expect(screen.queryByText(said)).toBeNull();
  });

  it('says it in Chinese', () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    show();
    fireEvent.change(screen.getByLabelText('上线时间'), { target: { value: '2027-03-14 02:30' } });
    expect(screen.getByText(/这个时间在 America\/New_York 不存在/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^改用 / })).toHaveLength(2);
  });

  it('says which occurrence of a repeated time it takes and sends the other when picked', async () => {
    const calls = fakeApi({ [POST]: json(schedule({ requestId: null, label: 'staging' }), 201) });
    show();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Autumn' } });
    fireEvent.change(screen.getByLabelText('Goes live at'), {
      target: { value: '2099-11-01 01:30' },
    });
    expect(screen.getByRole('note').textContent).toContain('this is the first, UTC-04:00');
    fireEvent.click(screen.getByRole('button', { name: 'Use the second (UTC-05:00)' }));
    expect(screen.getByRole('note').textContent).toContain('this is the second, UTC-05:00');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ at: '2099-11-01T01:30:00-05:00' });
  });
});
