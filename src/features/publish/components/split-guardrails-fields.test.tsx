// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
import { fakeApi, json } from '../../../lib/testing/fake-api';
import type { Label } from '../types';
import { renderPublishForm } from './publish-form-testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

// Set over the API: a ramp in the browser must keep them.
const guardrails = [{ kind: 'error_rate' as const, maxIncrease: 0.02 }];
const staging: Label = {
  harnessId: 'h',
  name: 'staging',
  version: 2,
  split: { version: 3, percent: 10, experimentId: 'exp_1', salt: 'exp_1', guardrails },
  updatedAt: '2026-12-02T00:00:00.000Z',
  updatedBy: 'a',
};

const form = () => renderPublishForm(staging);

it('shows the running guardrails, says what a ramp keeps and sends them with the ramp', async () => {
  const calls = fakeApi({
    'PUT /harnesses/h/labels/staging': json({ label: staging, move: {} }),
  });
  form();
  fireEvent.click(await screen.findByLabelText('Split traffic (A/B test)'));
  fireEvent.change(screen.getByLabelText('Treatment version (the one tried)'), {
    target: { value: '3' },
  });
  fireEvent.change(screen.getByLabelText('Treatment’s share of viewers (%)'), {
    target: { value: '20' },
  });
  expect(screen.getByTestId('experiment-continuity').textContent).toContain(
    'keeps experiment exp_1, its guardrails and design',
  );
  expect(screen.getByTestId('split-guardrails').textContent).toContain(
    'Error rate at most 2 points above the control',
  );
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'ramp' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /move staging to v2/ }));
  fireEvent.click(screen.getByRole('button', { name: /Publish v2 to staging|staging/ }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.body).toMatchObject({ split: { version: 3, percent: 20, guardrails } });
});

it('adds and removes guardrails, in Chinese', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  fakeApi({});
  form();
  fireEvent.click(await screen.findByLabelText('分流（A/B 测试）'));
  const box = screen.getByTestId('split-guardrails');
  expect(box.textContent).toContain('错误率最多比对照组高 2 个百分点');
  fireEvent.click(screen.getByRole('button', { name: '移除' }));
  expect(box.textContent).toContain('没有护栏');
  fireEvent.change(screen.getByLabelText('护栏'), { target: { value: 'first_token_p95' } });
  fireEvent.change(screen.getByLabelText('毫秒'), { target: { value: '3000' } });
  fireEvent.click(screen.getByRole('button', { name: '添加护栏' }));
  expect(box.textContent).toContain('首字 P95 低于 3000 毫秒');
});
