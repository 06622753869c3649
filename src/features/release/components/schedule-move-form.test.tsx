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
      labels={['staging', 'production']}
      versions={[4, 3]}
      timeZone="Asia/Shanghai"
    />,
  );

describe('ScheduleMoveForm', () => {
  it('schedules a campaign window on a label in the harness’s zone', async () => {
    const calls = fakeApi({ [POST]: json(schedule({ requestId: null, label: 'staging' }), 201) });
    show();
    expect(screen.getAllByText(/Asia\/Shanghai/, { selector: '.field-hint' })).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Double-12' } });
    fireEvent.change(screen.getByLabelText('Goes live at'), {
      target: { value: '2026-12-12T20:00' },
    });
    fireEvent.change(screen.getByLabelText('Moves back at'), {
      target: { value: '2026-12-13T00:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      label: 'staging',
      version: 4,
      reason: 'Double-12',
      at: '2026-12-12T20:00',
      until: '2026-12-13T00:00',
    });
  });

  it('says in Chinese that a label needing approvals moves through a change request', async () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    fakeApi({
      [POST]: json(
        {
          status: 409,
          title: 'Conflict',
          detail: 'The label "production" needs 1 approval(s) before it moves.',
          code: 'schedule.approvals_required',
          route: '/api/v1/harnesses/h1/change-requests',
        },
        409,
      ),
    });
    show();
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('上线时间'), { target: { value: '2026-12-12T20:00' } });
    fireEvent.click(screen.getByRole('button', { name: '排期' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('这个标签移动前需要批准');
  });
});
