// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import type { GuardrailStatus } from '../types';
import { GuardrailsList } from './guardrails-list';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const undecided: GuardrailStatus = {
  guardrail: { kind: 'metric', event: 'order', measure: 'conversion', maxDrop: 0.1 },
  estimate: null,
  low: null,
  high: null,
  breached: false,
  reason: 'treatment_events',
  summary: 'order: 3 vs 40 events',
};
const judged: GuardrailStatus = { ...undecided, reason: null, estimate: 0.01, summary: 'judged' };

it('says why a guardrail cannot decide yet, and nothing for one that decided', () => {
  render(<GuardrailsList guardrails={[undecided, judged]} />);
  const reasons = screen.getAllByTestId('guardrail-reason');
  expect(reasons.map((r) => r.textContent)).toEqual([
    'Not decided yet: too few events in the treatment; only an exact test may roll back until there are enough.',
  ]);
});

it('says it in Chinese', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  render(<GuardrailsList guardrails={[{ ...undecided, reason: 'units' }]} />);
  expect(screen.getByTestId('guardrail-reason').textContent).toBe(
    '尚未判定：某一组的观众或已追踪的轮次太少。',
  );
});
