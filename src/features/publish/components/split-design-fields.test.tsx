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

/** The form on `staging` with the split on; returns the calls the fake API received. */
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

const ready = (reason = 'try v3') => {
  change(/^Reason$|^原因$/, reason);
  fireEvent.click(screen.getByRole('checkbox', { name: /move staging|把 staging/ }));
};

const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT');

it('sends the primary metric and the always-valid method by default', async () => {
  const calls = splitForm();
  change('Treatment version (the one tried)', '3');
  ready();
  fireEvent.click(screen.getByRole('button', { name: /Publish v2 to staging/ }));
  await waitFor(() => expect(puts(calls)).toHaveLength(1));
  expect(puts(calls)[0]!.body).toEqual({
    version: 2,
    split: {
      version: 3,
      percent: 10,
      primaryMetric: { event: 'order', measure: 'conversion' },
      method: 'always_valid',
      // What the form lists is sent: none here.
      guardrails: [],
    },
    reason: 'try v3',
  });
});

it('holds a fixed-horizon split without planned viewers, then sends the whole design', async () => {
  const calls = splitForm();
  change('Treatment version (the one tried)', '3');
  change('Treatment’s share of viewers (%)', '20');
  change('Primary metric: event', 'confirmed_receipt');
  change('Measured as', 'valuePerUnit');
  fireEvent.click(screen.getByLabelText('Fixed horizon: read once, at the planned viewers'));
  ready();

  const planned = screen.getByLabelText('Planned viewers (both arms)');
  expect(planned.getAttribute('aria-invalid')).toBe('true');
  const errors = document.getElementById(`${planned.id}-errors`)!;
  expect(errors.textContent).toBe(
    'Enter the planned viewers: a fixed-horizon test needs them (100 or more).',
  );
  const publish = screen.getByRole('button', { name: /Publish v2 to staging/ });
  expect((publish as HTMLButtonElement).disabled).toBe(true);
  expect(document.getElementById('publish-waits')!.textContent).toBe(
    'Waits for: the experiment design fixed (see the split).',
  );
  fireEvent.submit(publish.closest('form')!);
  change('Planned viewers (both arms)', '5');
  expect(document.getElementById(`${planned.id}-errors`)!.textContent).toBe(
    'Plan for at least 100 viewers.',
  );
  fireEvent.submit(publish.closest('form')!);
  // A request would be on its way by now.
  await new Promise((r) => setTimeout(r, 50));
  expect(puts(calls)).toHaveLength(0);

  change('Planned viewers (both arms)', '12000');
  change('Value cap percentile (optional)', '120');
  expect((publish as HTMLButtonElement).disabled).toBe(true);
  change('Value cap percentile (optional)', '95');
  expect(planned.getAttribute('aria-invalid')).toBeNull();
  fireEvent.click(publish);
  await waitFor(() => expect(puts(calls)).toHaveLength(1));
  expect(puts(calls)[0]!.body).toEqual({
    version: 2,
    split: {
      version: 3,
      percent: 20,
      primaryMetric: { event: 'confirmed_receipt', measure: 'valuePerUnit' },
      method: 'fixed_horizon',
      plannedUnits: 12000,
      valueCap: 95,
      guardrails: [],
    },
    reason: 'try v3',
  });
});

it('在中文界面里用样本量计算器填入计划观众数，并提示算不出的情况', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  splitForm();
  change('实验组的观众比例（%）', '20');
  fireEvent.click(screen.getByLabelText('固定样本：达到计划观众数时看一次'));
  expect(screen.getByText('请填写计划观众数：固定样本的实验必须填写（至少 100）。')).toBeTruthy();
  const answer = screen.getByTestId('power-answer');
  expect(answer.textContent).toBe('填好这三项，即可算出所需观众数。');

  change('当前转化率（%）', '5');
  change('值得发现的最小提升（%）', '0');
  expect(answer.textContent).toContain('按这些数字无法设计实验');
  expect(screen.queryByRole('button', { name: '用这个数' })).toBeNull();

  change('值得发现的最小提升（%）', '20');
  const needed = plannedUnits({ baseline: 0.05, lift: 0.2, power: 0.8, percent: 20 })!;
  expect(needed).toBeGreaterThan(100);
  expect(answer.textContent).toContain(
    `两组合计约需 ${new Intl.NumberFormat('zh-CN').format(needed)} 位观众（实验组占 20%）。`,
  );
  fireEvent.click(screen.getByRole('button', { name: '用这个数' }));
  const planned = screen.getByLabelText('计划观众数（两组合计）') as HTMLInputElement;
  expect(Number(planned.value)).toBe(needed);
  expect(planned.getAttribute('aria-invalid')).toBeNull();

  // A higher power needs more viewers.
  change('检验功效（%）', '90');
  const more = plannedUnits({ baseline: 0.05, lift: 0.2, power: 0.9, percent: 20 })!;
  expect(more).toBeGreaterThan(needed);
  fireEvent.click(screen.getByRole('button', { name: '用这个数' }));
  expect(Number(planned.value)).toBe(more);
});

it('starts from the running split’s design, so a ramp does not change its experiment', async () => {
  const running = staging({
    version: 3,
    percent: 10,
    primaryMetric: { event: 'click', measure: 'conversion' },
    method: 'fixed_horizon',
    plannedUnits: 5000,
    experimentId: 'exp_0123456789abcdef',
  });
  const calls = splitForm(running);
  change('Treatment version (the one tried)', '3');
  change('Treatment’s share of viewers (%)', '30');
  expect((screen.getByLabelText('Planned viewers (both arms)') as HTMLInputElement).value).toBe(
    '5000',
  );
  ready('ramp');
  fireEvent.click(screen.getByRole('button', { name: /Publish v2 to staging/ }));
  await waitFor(() => expect(puts(calls)).toHaveLength(1));
  expect(puts(calls)[0]!.body).toMatchObject({
    split: {
      version: 3,
      percent: 30,
      primaryMetric: { event: 'click', measure: 'conversion' },
      method: 'fixed_horizon',
      plannedUnits: 5000,
    },
  });
});

it('says whether the split ramps the running experiment or starts a new one', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  splitForm(
    staging({
      version: 3,
      percent: 10,
      experimentId: 'exp_0123456789abcdef',
      salt: 'exp_0123456789abcdef',
    }),
  );
  change('实验组版本（要试的版本）', '3');
  change('实验组的观众比例（%）', '20');
  expect(screen.getByTestId('experiment-continuity').textContent).toBe(
    '这是一次扩量（10% → 20%）：保留实验 exp_0123456789abcdef、它的护栏和设计：已在实验组的观众留在实验组，报告继续累计。',
  );
  change('实验组的观众比例（%）', '5');
  expect(screen.getByTestId('experiment-continuity').textContent).toContain('这会开始一个新实验');
  change('实验组的观众比例（%）', '20');
  change('实验组版本（要试的版本）', '1');
  expect(screen.getByTestId('experiment-continuity').textContent).toContain('这会开始一个新实验');
});
