// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import {
  compareRuns,
  summarizeRun,
  type CaseEvaluation,
  type StoredComparison,
} from '../../../harness/evaluation';
import { useLanguageStore } from '../../../lib/i18n';
import type { RunCaseResult, TestRun } from '../types';
import { RunHistory } from './run-history';
import { RunReport } from './run-report';
import { fakeApi, json, renderWithProviders } from './testing';

// A run says where it ran, what it skipped and why, and a comparison across
// endpoints says so first.

const HEAD = '44444444-4444-4444-8444-444444444444';
const BASE = '55555555-5555-4555-8555-555555555555';

const judgeOnly: CaseEvaluation = {
  caseId: 'tone',
  name: 'Tone',
  tags: [],
  trials: [
    {
      trial: 1,
      pass: false,
      skipped: true,
      outcome: 'reply',
      reply: '欢迎',
      timings: { firstTokenMs: 200, totalMs: 900 },
      expectations: [
        {
          index: 0,
          type: 'judge',
          status: 'skipped',
          skipReason: 'no_judge',
          pass: false,
          message: 'Not checked: no judge is configured for this run.',
          deterministic: false,
        },
      ],
    },
  ],
  pass1: 0,
  passAll: false,
  pass: false,
  skipped: true,
  deterministic: true,
};

const passing: CaseEvaluation = {
  ...judgeOnly,
  caseId: 'greets',
  name: 'Greets',
  trials: [
    {
      ...judgeOnly.trials[0]!,
      pass: true,
      skipped: false,
      expectations: [
        {
          index: 0,
          type: 'reply_contains',
          status: 'pass',
          pass: true,
          message: 'ok',
          deterministic: true,
        },
      ],
    },
  ],
  pass1: 1,
  passAll: true,
  pass: true,
  skipped: false,
};

const cases = [passing, judgeOnly];
const run = (id: string, endpoint: string): TestRun => ({
  id,
  harnessId: 'h',
  target: 'draft',
  version: null,
  shop: null,
  contentHash: 'sha256:abc',
  endpoint,
  model: 'qwen3-4b',
  status: 'finished',
  total: 2,
  done: 2,
  summary: summarizeRun(cases),
  error: null,
  createdAt: '2026-12-02T10:00:00Z',
  createdBy: 'qa',
  finishedAt: '2026-12-02T10:01:00Z',
});
const head = run(HEAD, 'default');
const base = run(BASE, 'large');
const comparison: StoredComparison = {
  base: BASE,
  head: HEAD,
  setup: {
    base: { endpoint: 'large', model: 'qwen3-4b' },
    head: { endpoint: 'default', model: 'qwen3-4b' },
    differs: ['endpoint'],
  },
  ...compareRuns(cases, cases),
};

const detail = {
  ...head,
  cases: cases.map((e, position): RunCaseResult => ({
    caseId: e.caseId,
    position,
    testCase: {
      id: e.caseId,
      name: e.name,
      tags: [],
      conversation: [{ role: 'user', content: '你好' }],
      context: {} as RunCaseResult['testCase']['context'],
      trials: 1,
      expectations: [{ type: 'judge', rubric: 'polite' }],
    },
    evaluation: e,
    records: [],
    traces: [],
  })),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null, fallback: 'en' });
});

const api = () =>
  fakeApi({
    [`GET /harnesses/h/test-runs/${HEAD}`]: json(detail),
    'GET /harnesses/h/labels': json([{ name: 'production', version: null }]),
    'GET /harnesses/h/test-runs': json([head, base]),
    [`GET /harnesses/h/test-runs/${HEAD}/compare?base=${BASE}`]: json(comparison),
  });

const report = () => (
  <RunReport
    harnessId="h"
    runId={HEAD}
    canRun
    view={{ caseId: null, failedOnly: false, base: BASE }}
    onViewChange={() => {}}
  />
);

describe('a run’s provenance and skipped checks', () => {
  it('shows the endpoint, the skipped figures and why, a skipped case, and the endpoint warning', async () => {
    api();
    renderWithProviders(report());
    expect((await screen.findByTestId('run-endpoint')).textContent).toBe('default · qwen3-4b');
    expect(screen.getByTestId('figure-pass-rate').textContent).toBe('Pass rate50%');
    expect(screen.getByTestId('figure-skipped').textContent).toBe('Skipped1');
    expect(screen.getByTestId('figure-failed').textContent).toBe('Failed0');
    expect(screen.getByTestId('skipped-checks').textContent).toContain(
      'No judge is configured on the server (JUDGE_ENDPOINT), so model-graded checks were not run (check results: 1; cases skipped: 1).',
    );
    const rows = within(screen.getByRole('table', { name: 'Cases' })).getAllByTestId(
      'run-case-row',
    );
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent?.trim())).toEqual([
      'Passed',
      'Skipped',
    ]);
    expect((await screen.findByTestId('compare-setup-warning')).textContent).toBe(
      'These runs called different model endpoints (large → default): answers may differ for that, not for the harness.',
    );
  });

  it('says the same in Chinese', async () => {
    act(() => useLanguageStore.setState({ chosen: 'zh-CN' }));
    api();
    renderWithProviders(report());
    expect((await screen.findByTestId('figure-skipped')).textContent).toBe('跳过1');
    expect(screen.getByTestId('skipped-checks').textContent).toContain(
      '服务器没有配置评审模型（JUDGE_ENDPOINT）',
    );
    expect((await screen.findByTestId('compare-setup-warning')).textContent).toContain(
      '这两次运行调用了不同的模型端点（large → default）',
    );
  });

  it('says plainly when checks were skipped but no case was', async () => {
    const checksOnly = { ...head, summary: summarizeRun([passing]) };
    checksOnly.summary.skippedChecks = 2;
    checksOnly.summary.skipReasons = [{ reason: 'no_judge', checks: 2, cases: 0 }];
    fakeApi({
      [`GET /harnesses/h/test-runs/${HEAD}`]: json({ ...checksOnly, cases: [] }),
      'GET /harnesses/h/labels': json([]),
      'GET /harnesses/h/test-runs': json([]),
    });
    renderWithProviders(report());
    expect((await screen.findByTestId('skipped-checks')).textContent).toContain(
      'Skipped is not passed. Check results not run: 2. Every case still had checks that ran, and was judged by those.',
    );
  });

  it('compares skipped cases and checks in the summary’s own figures', async () => {
    api();
    renderWithProviders(report());
    const changes = await screen.findByRole('group', { name: 'Changes' });
    expect(within(changes).getByTestId('change-skipped').textContent).toBe('Skipped1');
    expect(within(changes).getByTestId('change-skipped-checks').textContent).toBe(
      'Skipped checks1',
    );
    expect(screen.getByTestId('figure-skipped').textContent).toBe('Skipped1');
    expect(screen.queryByTestId('compare-running')).toBeNull();
  });

  it('against a run still going, says so and compares only the cases it finished', async () => {
    const going = { ...head, status: 'running' as const, done: 1, summary: null };
    fakeApi({
      [`GET /harnesses/h/test-runs/${HEAD}`]: json({ ...detail, ...going, cases: [] }),
      [`GET /harnesses/h/test-runs/${HEAD}/events`]: json({}, 404),
      'GET /harnesses/h/labels': json([]),
      'GET /harnesses/h/test-runs': json([going, base]),
      [`GET /harnesses/h/test-runs/${HEAD}/compare?base=${BASE}`]: json({
        ...comparison,
        ...compareRuns(cases, [passing], { running: { head: true } }),
      }),
    });
    renderWithProviders(report());
    expect((await screen.findByTestId('compare-running')).textContent).toBe(
      'This run is still going: the comparison covers only the cases both runs have finished; 1 case is still to come.',
    );
    const changes = screen.getByRole('group', { name: 'Changes' });
    expect(within(changes).getByTestId('change-removed').textContent).toBe('Removed0');
    expect(screen.getByTestId('pass-rate-change').textContent).toBe(
      'Pass rate so far, on the cases both runs finished: 100% → 100%',
    );
  });

  it('lists each run’s endpoint and its skipped cases', async () => {
    fakeApi({ 'GET /harnesses/h/test-runs': json([head, base]) });
    renderWithProviders(<RunHistory harnessId="h" />);
    const rows = await screen.findAllByTestId('test-run-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'default',
      'large',
    ]);
    expect(within(rows[0]!).getByText('1 / 2 · 1 skipped')).toBeTruthy();
  });
});
