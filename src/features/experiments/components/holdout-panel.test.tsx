// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import type { ExperimentReport } from '../types';
import { HoldoutPanel } from './holdout-panel';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const PATH = '/harnesses/h1/labels/staging/holdout';
const HOLDOUT = {
  experimentId: 'exp_00aa',
  label: 'staging',
  percent: 10,
  version: 3,
  salt: 'exp_00aa',
  startedAt: '2026-12-01T00:00:00.000Z',
  endedAt: null,
};
const arm = (version: number, role: 'control' | 'treatment', units: number) => ({
  version,
  role,
  units,
  events: {},
  valuePerUnit: 0,
  latency: { p50: null, p95: null },
  errorRate: null,
  turns: 0,
  hookBlockRate: null,
});
const REPORT: ExperimentReport = {
  kind: 'holdout',
  arms: [arm(3, 'control', 100), arm(5, 'treatment', 900)],
  metrics: [],
  srm: { pValue: 0.5, mismatch: false },
  label: 'staging',
  percent: 10,
  experimentId: 'exp_00aa',
  salt: 'exp_00aa',
  phases: [{ percent: 10, from: HOLDOUT.startedAt, to: null }],
  design: {},
  exposures: { control: 100, treatment: 900, expectedTreatment: 900, crossed: 0 },
  startedAt: HOLDOUT.startedAt,
  endedAt: null,
  guardrails: [],
  history: [],
  rollback: null,
};

it('shows the running holdout and its report with arms named held out and shipped', async () => {
  const calls = fakeApi({
    [`GET ${PATH}`]: json(HOLDOUT),
    'GET /experiments/exp_00aa/report': json(REPORT),
    [`DELETE ${PATH}`]: json({ ...HOLDOUT, endedAt: '2026-12-02T00:00:00.000Z' }),
  });
  renderWithProviders(<HoldoutPanel harnessId="h1" label="staging" canMove />);
  expect(await screen.findByText(/10% of viewers are held out on v3/)).toBeTruthy();
  const arms = await screen.findByTestId('experiment-arms');
  expect(within(arms).getByText(/v3 \(held out\)/)).toBeTruthy();
  expect(within(arms).getByText(/v5 \(shipped\)/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'End holdout' }));
  await waitFor(() =>
    expect(calls.some((c) => c.method === 'DELETE' && c.path === PATH)).toBe(true),
  );
});

it('says a share out of range at its field before sending, and a refused version at its own', async () => {
  const calls = fakeApi({
    [`PUT ${PATH}`]: json(
      {
        status: 422,
        title: 'Unprocessable Content',
        detail: 'There is no version 99.',
        code: 'holdout.unknown_version',
        errors: [
          {
            pointer: '/version',
            code: 'holdout.unknown_version',
            message: 'There is no version 99.',
          },
        ],
      },
      422,
    ),
  });
  renderWithProviders(<HoldoutPanel harnessId="h1" label="staging" canMove />);
  const percent = await screen.findByLabelText('Share held out (%)');
  fireEvent.change(percent, { target: { value: '30' } });
  expect(percent.getAttribute('aria-invalid')).toBe('true');
  expect(
    (screen.getByRole('button', { name: 'Start holdout' }) as HTMLButtonElement).disabled,
  ).toBe(true);
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  fireEvent.change(percent, { target: { value: '5' } });
  fireEvent.change(screen.getByLabelText('Baseline version'), { target: { value: '99' } });
  fireEvent.click(screen.getByRole('button', { name: 'Start holdout' }));
  // Said in the reader's words for its code, at the field that named it.
  expect(await screen.findByText('There is no such version.')).toBeTruthy();
  expect(screen.getByLabelText('Baseline version').getAttribute('aria-invalid')).toBe('true');
  expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ percent: 5, version: 99 });
});

it('speaks Chinese', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  fakeApi({ [`GET ${PATH}`]: json(HOLDOUT), 'GET /experiments/exp_00aa/report': json(REPORT) });
  renderWithProviders(<HoldoutPanel harnessId="h1" label="staging" canMove={false} />);
  expect(await screen.findByRole('heading', { name: '保留组' })).toBeTruthy();
  const arms = await screen.findByTestId('experiment-arms');
  expect(within(arms).getByText(/v3 \(保留组\)/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: '结束保留组' })).toBeNull();
});
