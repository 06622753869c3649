// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
import type { TrialView } from '../model/run-cases';
import { TrialDetail } from './trial-detail';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const failed = (record: Partial<TrialView['record']>): TrialView => ({
  trial: {
    trial: 1,
    pass: false,
    outcome: 'error',
    reply: null,
    timings: { firstTokenMs: null, totalMs: 12 },
    error: 'The turn failed: No model server answers at http://m/v1: start vLLM with …',
    expectations: [],
  },
  record: {
    reply: null,
    outcome: 'error',
    toolCalls: [],
    toolResults: [],
    hooks: [],
    skillsUsed: [],
    timings: { firstTokenMs: null, totalMs: 12 },
    error: 'No model server answers at http://m/v1: start vLLM with …',
    ...record,
  },
});

it('says a run’s model error in Chinese from its code, the English kept as the tooltip', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  render(
    <TrialDetail
      view={failed({ errorCode: 'unavailable', errorParams: { url: 'http://m/v1' } })}
    />,
  );
  const notice = screen.getByText(/http:\/\/m\/v1 没有模型服务器应答/);
  expect(notice.getAttribute('title')).toContain('The turn failed');
});

it('keeps the stored English for a record written before codes were kept', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  render(<TrialDetail view={failed({})} />);
  expect(screen.getByText(/^The turn failed: No model server answers/)).toBeTruthy();
});

const blocked = (reason: 'nothing_checked' | 'reply_blocked'): TrialView => ({
  trial: {
    trial: 1,
    pass: false,
    outcome: 'blocked',
    reply: '这个小岚再确认一下，稍后告诉你哦！',
    timings: { firstTokenMs: 100, totalMs: 300 },
    reason,
    expectations: [
      {
        index: 0,
        type: 'no_banned_words',
        status: 'pass',
        pass: true,
        message: 'The reply uses no banned word.',
        deterministic: true,
      },
    ],
  },
  record: null,
});

it('says why a trial whose checks passed is no pass: nothing checked, in both languages', () => {
  render(<TrialDetail view={blocked('nothing_checked')} />);
  expect(screen.getByRole('heading', { name: /Trial 1 Nothing checked/ })).toBeTruthy();
  expect(screen.getByTestId('trial-reason').textContent).toMatch(/^Nothing checked: only limits/);
  cleanup();
  useLanguageStore.setState({ chosen: 'zh-CN' });
  render(<TrialDetail view={blocked('nothing_checked')} />);
  expect(screen.getByTestId('trial-reason').textContent).toMatch(/^没有实质检查/);
});

it('says a blocked reply was no answer', () => {
  render(<TrialDetail view={blocked('reply_blocked')} />);
  expect(screen.getByRole('heading', { name: /Trial 1 Failed/ })).toBeTruthy();
  expect(screen.getByTestId('trial-reason').textContent).toMatch(/^The reply was blocked/);
});
