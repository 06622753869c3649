// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { plannedUnits } from '../../../harness/experiments';
import { useLanguageStore } from '../../../lib/i18n';
import { fakeApi, json, type Call } from '../../../lib/testing/fake-api';
import type { Label } from '../types';
import { renderPublishForm } from './publish-form-testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const staging = (split: Label['split'] = null): Label => ({
  harnessId: 'h',
  name: 'staging',
  version: 2,
  split,
  updatedAt: '2026-12-02T00:00:00.000Z',
  updatedBy: 'a',
});

function splitForm(label = staging()): Call[] {
  const calls = fakeApi({
    'PUT /harnesses/h/labels/staging': json({ label: { ...label, version: 2 }, move: {} }),
  });
  renderPublishForm(label);
  fireEvent.click(screen.getByRole('checkbox', { name: /split traffic|分流/i }));
  return calls;
}

const change = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT');
const publish = () => screen.getByRole('button', { name: /Publish v2 to staging/ });

it('sends CUPED with its pre-period, and holds the form on days out of range', async () => {
  const calls = splitForm();
  change('Treatment version (the one tried)', '3');
  expect(screen.queryByLabelText('Pre-period (days before the start)')).toBeNull();
  fireEvent.click(screen.getByRole('checkbox', { name: /CUPED/ }));
  change('Pre-period (days before the start)', '120');
  const days = screen.getByLabelText('Pre-period (days before the start)');
  expect(days.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(`${days.id}-errors`)!.textContent).toBe(
    'Use a whole number of days from 1 to 90.',
  );
  change(/^Reason$/, 'try v3');
  fireEvent.click(screen.getByRole('checkbox', { name: /move staging/ }));
  expect((publish() as HTMLButtonElement).disabled).toBe(true);
  change('Pre-period (days before the start)', '21');
  fireEvent.click(publish());
  await waitFor(() => expect(puts(calls)).toHaveLength(1));
  expect((puts(calls)[0]!.body as { split: unknown }).split).toMatchObject({
    cuped: { preDays: 21 },
  });
});

it('keeps a running split’s CUPED on a ramp, and the calculator takes the correlation', () => {
  splitForm(staging({ version: 3, percent: 10, cuped: { preDays: 7 } }));
  expect((screen.getByRole('checkbox', { name: /CUPED/ }) as HTMLInputElement).checked).toBe(true);
  expect(
    (screen.getByLabelText('Pre-period (days before the start)') as HTMLInputElement).value,
  ).toBe('7');
  fireEvent.click(screen.getByLabelText('Fixed horizon: read once, at the planned viewers'));
  change('Baseline conversion (%)', '10');
  change('Smallest lift worth detecting (%)', '30');
  change('Expected correlation with the pre-period (0–0.99)', '0.5');
  const units = plannedUnits({ baseline: 0.1, lift: 0.3, percent: 10, correlation: 0.5 })!;
  const plain = plannedUnits({ baseline: 0.1, lift: 0.3, percent: 10 })!;
  expect(units).toBeLessThan(plain);
  expect(screen.getByTestId('power-answer').textContent).toContain(
    new Intl.NumberFormat('en').format(units),
  );
});

it('speaks Chinese', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  splitForm();
  fireEvent.click(screen.getByRole('checkbox', { name: /CUPED/ }));
  expect(screen.getByText('用观众此前的结果降低方差（CUPED）')).toBeTruthy();
  expect(screen.getByLabelText('前期窗口（开始前的天数）')).toBeTruthy();
});
