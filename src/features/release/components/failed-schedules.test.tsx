// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { FailedSchedules } from './failed-schedules';
import { fakeApi, json, page, renderWithProviders, schedule } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const LIST = '/harnesses/h1/schedules?limit=100';
const NOW = Date.parse('2026-12-13T00:00:00Z');
const href = (n: number) => `/harnesses/h1/requests/${n}`;

describe('FailedSchedules', () => {
  it('says which recent scheduled moves did not happen, when and why, in Chinese', async () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    fakeApi({
      [`GET ${LIST}&state=failed`]: json(
        page([
          schedule({ state: 'failed', failure: 'Version 4 has no finished test run.' }),
          // A month old: no longer news.
          schedule({ id: 3, state: 'failed', at: '2026-11-01T12:00:00.000Z' }),
        ]),
      ),
      [`GET ${LIST}&state=missed`]: json(
        page([
          schedule({
            id: 12,
            requestId: null,
            label: 'staging',
            state: 'missed',
            failure: 'Due at 2026-12-12T20:00 but no studio was running...',
            failureProblem: {
              code: 'schedule.missed',
              detail: 'Due at 2026-12-12T20:00 but no studio was running...',
              at: '2026-12-12T20:00',
              minutes: 25,
              grace: 10,
            },
          }),
        ]),
      ),
    });
    renderWithProviders(<FailedSchedules harnessId="h1" requestHref={href} now={NOW} />);
    const failed = await screen.findByTestId('failed-schedule-11');
    expect(within(failed).getByRole('link').getAttribute('href')).toBe('/harnesses/h1/requests/7');
    expect(failed.textContent).toBe(
      '排期 #11：标签 production 于 2026-12-12 20:00 (Asia/Shanghai) 执行失败。 原因：Version 4 has no finished test run.',
    );
    const missed = await screen.findByTestId('failed-schedule-12');
    expect(missed.textContent).toContain('已错过');
    // Coded: said in Chinese with its figures, the server's English kept as the tooltip.
    expect(missed.textContent).toContain(
      '原因：本应在 2026-12-12T20:00 执行，但工作室直到 25 分钟后才运行，超过了 10 分钟的宽限：未移动。',
    );
    expect(within(missed).getByTitle(/no studio was running/)).toBeTruthy();
    expect(screen.queryByTestId('failed-schedule-3')).toBeNull();
  });

  it('shows nothing when every schedule went through', async () => {
    const calls = fakeApi({
      [`GET ${LIST}&state=failed`]: json(page([])),
      [`GET ${LIST}&state=missed`]: json(page([])),
    });
    const { container } = renderWithProviders(
      <FailedSchedules harnessId="h1" requestHref={href} now={NOW} />,
    );
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(container.textContent).toBe('');
  });
});
