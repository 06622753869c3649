// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import type { ExperimentReport } from '../types';
import { ExperimentReportScreen } from './experiment-report-screen';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const START = '2026-12-01T00:00:00.000Z';
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
  kind: 'layer',
  layer: { name: 'promo', share: 40 },
  arms: [arm(3, 'control', 100), arm(5, 'treatment', 100)],
  metrics: [],
  srm: { pValue: 0.5, mismatch: false },
  label: 'staging',
  percent: 50,
  experimentId: 'exp_l1',
  salt: 'exp_l1',
  phases: [{ percent: 50, from: START, to: null }],
  design: {},
  exposures: { control: 100, treatment: 100, expectedTreatment: 100, crossed: 0 },
  startedAt: START,
  endedAt: '2026-12-03T00:00:00.000Z',
  guardrails: [],
  history: [],
  rollback: null,
};

const render = () => {
  fakeApi({ 'GET /experiments/exp_l1/report': json(REPORT) });
  renderWithProviders(
    <ExperimentReportScreen harnessId="h1" label="staging" experimentId="exp_l1" />,
  );
};

it('says a layer experiment’s layer and share, and names its arms for what they get', async () => {
  render();
  expect(await screen.findByText('Layer promo · 40% of its viewers')).toBeTruthy();
  expect(screen.getByText(/get the label’s version with the changes of v5/)).toBeTruthy();
  const arms = screen.getByTestId('experiment-arms');
  expect(within(arms).getByText('v3 (as the label serves)')).toBeTruthy();
  expect(within(arms).getByText('v5 (its changes on the label’s)')).toBeTruthy();
  // A layer experiment has no winner to ship and no guardrails.
  expect(screen.queryByText('Guardrails')).toBeNull();
  expect(screen.getByRole('link', { name: /Experiments on “staging”/ }).getAttribute('href')).toBe(
    '/harnesses/h1/labels/staging/experiment',
  );
});

it('speaks Chinese', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  render();
  expect(await screen.findByText('层 promo · 占其观众 40%')).toBeTruthy();
  expect(screen.getByRole('heading', { name: '实验 exp_l1', level: 1 })).toBeTruthy();
  const arms = screen.getByTestId('experiment-arms');
  expect(within(arms).getByText('v3 (标签原样)')).toBeTruthy();
});
