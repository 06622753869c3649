// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { renderWithProviders } from '../../../lib/testing/fake-api';
import type { ExperimentMetric } from '../types';
import { MetricCard } from './metric-card';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const metric = (varianceReduction?: number): ExperimentMetric => ({
  event: 'order',
  kind: 'conversion',
  role: 'primary',
  method: 'always_valid',
  alpha: 0.05,
  due: true,
  cap: null,
  relativeUplift: 0.05,
  low: 0.01,
  high: 0.09,
  significant: true,
  ...(varianceReduction !== undefined ? { varianceReduction } : {}),
});

it('shows the variance CUPED removed, in both languages, and nothing without CUPED', () => {
  renderWithProviders(<MetricCard metric={metric(0.2734)} history={[]} />);
  expect(screen.getByTestId('experiment-variance-reduction').textContent).toBe(
    'CUPED: variance reduced by 27.3 %',
  );
  cleanup();
  useLanguageStore.setState({ chosen: 'zh-CN' });
  renderWithProviders(<MetricCard metric={metric(0)} history={[]} />);
  expect(screen.getByTestId('experiment-variance-reduction').textContent).toBe(
    'CUPED：方差降低 0.0%',
  );
  cleanup();
  renderWithProviders(<MetricCard metric={metric()} history={[]} />);
  expect(screen.queryByTestId('experiment-variance-reduction')).toBeNull();
});
