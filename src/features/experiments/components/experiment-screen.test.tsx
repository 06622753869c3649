// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import type { ExperimentReport } from '../types';
import { ExperimentScreen } from './experiment-screen';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const PATH = 'GET /harnesses/h1/labels/staging/experiment';
const metric = (low: number, estimate: number, high: number) => ({
  event: 'order',
  kind: 'conversion' as const,
  role: 'primary' as const,
  method: 'always_valid' as const,
  alpha: 0.05,
  due: true,
  cap: null,
  relativeUplift: estimate,
  low,
  high,
  significant: low > 0,
});
const arm = (version: number, role: 'control' | 'treatment', units: number) => ({
  version,
  role,
  units,
  events: { order: { count: units / 2, value: units * 50 } },
  valuePerUnit: 50,
  latency: { p50: 410, p95: 980 },
  errorRate: role === 'treatment' ? 0.8 : 0,
  turns: 40,
  hookBlockRate: 0,
});

const REPORT: ExperimentReport = {
  arms: [arm(1, 'control', 5_000), arm(2, 'treatment', 5_600)],
  metrics: [metric(0.012, 0.05, 0.09)],
  srm: { pValue: 0.00001, mismatch: true },
  label: 'staging',
  percent: 50,
  experimentId: 'exp_0123456789abcdef',
  salt: 'exp_0123456789abcdef',
  phases: [
    { percent: 5, from: '2026-12-01T00:00:00.000Z', to: '2026-12-01T12:00:00.000Z' },
    { percent: 50, from: '2026-12-01T12:00:00.000Z', to: '2026-12-02T00:00:00.000Z' },
  ],
  design: { primaryMetric: { event: 'order', measure: 'conversion' } },
  exposures: { control: 5_000, treatment: 5_600, expectedTreatment: 5_300, crossed: 0 },
  startedAt: '2026-12-01T00:00:00.000Z',
  endedAt: '2026-12-02T00:00:00.000Z',
  guardrails: [
    {
      guardrail: { kind: 'error_rate', maxIncrease: 0.05 },
      estimate: 0.8,
      low: 0.6,
      high: 0.95,
      breached: true,
      summary: 'Error rate 80.00% (v2) vs 0.00% (v1)',
    },
  ],
  history: [
    { at: '2026-12-01T06:00:00.000Z', units: [100, 110], metrics: [metric(-0.4, 0.02, 0.5)] },
    { at: '2026-12-02T00:00:00.000Z', units: [5_000, 5_600], metrics: [metric(0.012, 0.05, 0.09)] },
  ],
  rollback: {
    at: '2026-12-02T00:00:00.000Z',
    moveId: 7,
    fromSplit: { version: 2, percent: 50 },
    breaches: [],
  },
};

it('shows the rollback and the SRM warning first, then the uplift over the looks and the arms', async () => {
  fakeApi({ [PATH]: json(REPORT) });
  renderWithProviders(<ExperimentScreen harnessId="h1" label="staging" />);
  expect(await screen.findByRole('heading', { name: 'Experiment on “staging”' })).toBeTruthy();
  const alerts = screen.getAllByRole('alert');
  expect(alerts[0]!.textContent).toContain('Rolled back automatically');
  expect(alerts[0]!.textContent).toContain('went back to v1');
  expect(alerts[1]!.textContent).toContain('Sample ratio mismatch');
  const card = screen.getByTestId('experiment-metric');
  expect(card.textContent).toContain('+5.00% (interval +1.20% to +9.00%)');
  expect(within(card).getByText('Significant')).toBeTruthy();
  expect(within(card).getByRole('img').getAttribute('aria-label')).toContain('over 2 looks');
  expect(screen.getAllByTestId('experiment-arm').map((r) => r.textContent)).toEqual([
    expect.stringContaining('v1 (control)'),
    expect.stringContaining('v2 (treatment)'),
  ]);
  expect(screen.getByTestId('experiment-guardrail').textContent).toContain('Breached');
  // The design: the id it is salted with, the exposed viewers, the shares over the ramp.
  const design = screen.getByTestId('experiment-design');
  expect(design.textContent).toContain('exp_0123456789abcdef');
  expect(design.textContent).toContain('hashed with this id');
  expect(screen.getByTestId('experiment-primary').textContent).toBe('order: viewers with it');
  expect(screen.getByTestId('experiment-method').textContent).toContain('Always valid');
  expect(screen.getByTestId('experiment-exposures').textContent).toBe(
    'control 5000, treatment 5600 (the shares in force expect 5300).',
  );
  expect(
    screen
      .getAllByTestId('experiment-phase')
      .map((r) => (r as HTMLTableRowElement).cells[0]!.textContent),
  ).toEqual(['5%', '50%']);
  expect(within(card).getByText('Primary')).toBeTruthy();
  // Ended: nothing to ship.
  expect(screen.queryByTestId('ship-winner')).toBeNull();
});

it('ships the winner of the primary metric, for those who may move the label', async () => {
  const running: ExperimentReport = { ...REPORT, endedAt: null, rollback: null };
  const calls = fakeApi({
    [PATH]: json(running),
    'PUT /harnesses/h1/labels/staging': json({ label: {}, move: {} }),
  });
  const view = renderWithProviders(<ExperimentScreen harnessId="h1" label="staging" />);
  await screen.findByTestId('experiment-design');
  expect(screen.queryByTestId('ship-winner')).toBeNull();
  view.unmount();
  renderWithProviders(<ExperimentScreen harnessId="h1" label="staging" canMove />);
  const ship = await screen.findByTestId('ship-winner');
  expect(ship.textContent).toContain('v2 won on the primary metric');
  const reason = within(ship).getByLabelText('Reason (for the audit log)') as HTMLInputElement;
  expect(reason.value).toBe('Ship the winner v2: order +5.0%.');
  fireEvent.click(within(ship).getByRole('button', { name: /Point “staging” at v2/ }));
  expect(await within(ship).findByRole('status')).toBeTruthy();
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.body).toEqual({ version: 2, split: null, reason: 'Ship the winner v2: order +5.0%.' });
  expect(ship.textContent).toContain('“staging” now serves v2 to everyone.');
});

it('says a fixed-horizon metric is read at its planned viewers, with no interval before', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  const early: ExperimentReport = {
    ...REPORT,
    rollback: null,
    srm: { pValue: 0.5, mismatch: false },
    design: { ...REPORT.design, method: 'fixed_horizon', plannedUnits: 20_000 },
    metrics: [
      {
        ...metric(-0.02, 0.03, 0.08),
        method: 'fixed_horizon',
        due: false,
        low: null,
        high: null,
        significant: false,
      },
    ],
  };
  fakeApi({ [PATH]: json(early) });
  renderWithProviders(<ExperimentScreen harnessId="h1" label="staging" canMove />);
  expect((await screen.findByTestId('experiment-not-due')).textContent).toContain('估计值 +3.00%');
  expect(screen.getByTestId('experiment-method').textContent).toBe(
    '固定样本量：在 20000 位观众时读取（目前 10600 位）。',
  );
  expect(screen.queryByTestId('ship-winner')).toBeNull();
});

it('speaks Chinese too', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  fakeApi({ [PATH]: json(REPORT) });
  renderWithProviders(<ExperimentScreen harnessId="h1" label="staging" />);
  expect(await screen.findByRole('heading', { name: '“staging”上的实验' })).toBeTruthy();
  expect(screen.getByText('已自动回滚')).toBeTruthy();
  expect(screen.getByText('样本比例不匹配')).toBeTruthy();
  expect(screen.getByText('显著')).toBeTruthy();
});

it('says so when the label never split traffic', async () => {
  fakeApi({ [PATH]: json({ status: 409, title: 'Conflict', detail: 'never split' }, 409) });
  renderWithProviders(<ExperimentScreen harnessId="h1" label="staging" />);
  expect(await screen.findByText(/has never split traffic/)).toBeTruthy();
});

it('说明哪个版本是实验组、分到多少观众；没有观众时只说“观众还不够多”，不给 SRM 结论和区间', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  const empty: ExperimentReport = {
    ...REPORT,
    arms: [arm(1, 'control', 0), arm(2, 'treatment', 0)],
    metrics: [],
    srm: { pValue: 1, mismatch: false },
    percent: 20,
    endedAt: null,
    guardrails: [],
    history: [],
    rollback: null,
  };
  fakeApi({ [PATH]: json(empty) });
  renderWithProviders(<ExperimentScreen harnessId="h1" label="staging" />);
  expect(
    await screen.findByText(/v2（实验组）分到 20% 的观众；v1（对照组）保留 80%。/),
  ).toBeTruthy();
  const note = screen.getByTestId('experiment-too-few');
  expect(note.textContent).toBe(
    '观众还不够多。 v1 有 0 位观众，v2 有 0 位；每组都达到 30 位后才显示提升和分流比例检查。',
  );
  expect(screen.queryByText(/SRM/)).toBeNull();
  expect(screen.queryByText('样本比例不匹配')).toBeNull();
  expect(screen.queryByTestId('experiment-metric')).toBeNull();
  expect(screen.queryByText(/区间/)).toBeNull();
});

it('also holds back with a few viewers in one arm, in English', async () => {
  const few: ExperimentReport = {
    ...REPORT,
    arms: [arm(1, 'control', 120), arm(2, 'treatment', 12)],
    srm: { pValue: 0.00001, mismatch: true },
    rollback: null,
  };
  fakeApi({ [PATH]: json(few) });
  renderWithProviders(<ExperimentScreen harnessId="h1" label="staging" />);
  expect((await screen.findByTestId('experiment-too-few')).textContent).toContain(
    'v1 has 120 viewers and v2 has 12; the uplifts and the split check appear once each has 30.',
  );
  expect(screen.queryByText('Sample ratio mismatch')).toBeNull();
  expect(screen.queryByTestId('experiment-metric')).toBeNull();
  expect(
    screen.getByText(/v2 \(treatment\) gets 50% of viewers; v1 \(control\) keeps 50%/),
  ).toBeTruthy();
});
