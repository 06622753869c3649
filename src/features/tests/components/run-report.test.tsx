// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import {
  compareRuns,
  summarizeRun,
  type CaseEvaluation,
  type TurnRecord,
} from '../../../harness/evaluation';
import type { RunCaseResult, TestRun } from '../types';
import { RunReport, type ReportView } from './run-report';
import { fakeApi, json, renderWithProviders } from './testing';

const HEAD = '22222222-2222-4222-8222-222222222222';
const BASE = '33333333-3333-4333-8333-333333333333';

function evaluation(caseId: string, pass: boolean, reply: string): CaseEvaluation {
  return {
    caseId,
    name: caseId === 'greets' ? 'Greets' : 'Fails',
    tags: ['t'],
    trials: [
      {
        trial: 1,
        pass,
        outcome: 'reply',
        reply,
        timings: { firstTokenMs: 300, totalMs: 1_500 },
        expectations: [
          {
            index: 0,
            type: 'judge',
            status: pass ? 'pass' : 'fail',
            pass,
            message: pass ? 'Polite.' : 'Rude to the viewer.',
            deterministic: false,
          },
        ],
      },
    ],
    pass1: pass ? 1 : 0,
    passAll: pass,
    pass,
    deterministic: false,
  };
}

const record = (reply: string): TurnRecord => ({
  reply,
  outcome: 'reply',
  toolCalls: [{ name: 'check_inventory', arguments: { sku: 'p1' }, rawArguments: '{"sku":"p1"}' }],
  toolResults: [{ name: 'check_inventory', ok: true, result: { stock: 3 } }],
  hooks: [{ hook: 'price-guard', event: 'before_reply', decision: 'rewrite' }],
  skillsUsed: [],
  timings: { firstTokenMs: 300, totalMs: 1_500 },
});

const headCases = [evaluation('greets', true, 'Welcome!'), evaluation('fails', false, 'Go away.')];
const baseCases = [evaluation('greets', true, 'Welcome!'), evaluation('fails', true, 'Hi there.')];

const runOf = (id: string, target: string, version: number, cases: CaseEvaluation[]): TestRun => ({
  id,
  harnessId: 'h',
  target,
  version,
  shop: null,
  contentHash: 'sha256:abc',
  endpoint: 'default',
  model: 'qwen3-4b',
  status: 'finished',
  total: cases.length,
  done: cases.length,
  summary: summarizeRun(cases),
  error: null,
  createdAt: '2026-12-02T10:00:00Z',
  createdBy: 'qa',
  finishedAt: '2026-12-02T10:01:00Z',
});

const head = runOf(HEAD, '2', 2, headCases);
const base = runOf(BASE, 'label:production', 1, baseCases);
const detail = {
  ...head,
  cases: headCases.map((e, position): RunCaseResult => ({
    caseId: e.caseId,
    position,
    testCase: {
      id: e.caseId,
      name: e.name,
      tags: [],
      conversation: [{ role: 'user', content: 'Is it in stock?' }],
      context: {} as RunCaseResult['testCase']['context'],
      trials: 1,
      expectations: [{ type: 'judge', rubric: 'polite' }],
    },
    evaluation: e,
    records: [record(e.trials[0]!.reply!)],
    traces: [],
  })),
};

function Report() {
  const [view, setView] = useState<ReportView>({ caseId: null, failedOnly: false, base: null });
  return (
    <RunReport
      harnessId="h"
      runId={HEAD}
      canRun
      view={view}
      onViewChange={(next) => setView((v) => ({ ...v, ...next }))}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RunReport', () => {
  it('shows the figures, compares with production’s run, filters and opens a case', async () => {
    fakeApi({
      [`GET /harnesses/h/test-runs/${HEAD}`]: json(detail),
      'GET /harnesses/h/labels': json([{ name: 'production', version: 1 }]),
      'GET /harnesses/h/test-runs?version=1&status=finished&limit=1': json([base]),
      'GET /harnesses/h/test-runs': json([head, base]),
      [`GET /harnesses/h/test-runs/${HEAD}/compare?base=${BASE}`]: json({
        base: BASE,
        head: HEAD,
        ...compareRuns(baseCases, headCases),
      }),
    });
    renderWithProviders(<Report />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Test run · v2' })).toBeTruthy();
    expect(screen.getByTestId('figure-pass-rate').textContent).toBe('Pass rate50%');
    expect(screen.getByTestId('figure-failed').textContent).toBe('Failed1');
    const histogram = screen.getByRole('list', { name: 'Total time per turn' });
    expect(within(histogram).getByText('1–2 s: 2 turns')).toBeTruthy();

    // The default base: production's latest finished run.
    await screen.findByText('Default: the latest finished run of production (v1).');
    expect((screen.getByLabelText('Compare with') as HTMLSelectElement).value).toBe(BASE);
    const changes = await screen.findByRole('group', { name: 'Changes' });
    expect(within(changes).getByTestId('change-newly-failing').textContent).toBe('Newly failing1');
    const sideBySide = screen.getByRole('table', { name: 'Side by side' });
    expect(within(sideBySide).getAllByTestId('comparison-row')).toHaveLength(1);
    expect(within(sideBySide).getByText('Hi there.')).toBeTruthy();
    expect(within(sideBySide).getByText('Go away.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Changed only'));
    expect(within(sideBySide).getAllByTestId('comparison-row')).toHaveLength(2);

    const cases = screen.getByRole('table', { name: 'Cases' });
    expect(within(cases).getAllByTestId('run-case-row')).toHaveLength(2);
    fireEvent.click(screen.getByLabelText('Failed only'));
    expect(within(cases).getAllByTestId('run-case-row')).toHaveLength(1);

    fireEvent.click(within(cases).getByRole('button', { name: 'Fails' }));
    const detailRegion = screen.getByRole('region', { name: /Case: Fails/ });
    expect(
      within(detailRegion).getByRole('link', { name: 'Open in preview' }).getAttribute('href'),
    ).toBe(`/harnesses/h/preview?run=${HEAD}&case=fails`);
    expect(within(detailRegion).getByText('Rude to the viewer.')).toBeTruthy();
    expect(
      within(detailRegion).getAllByText('model-graded, not deterministic').length,
    ).toBeGreaterThan(0);
    expect(within(detailRegion).getAllByText('check_inventory').length).toBe(2);
    expect(within(detailRegion).getByText('rewrite')).toBeTruthy();
    fireEvent.click(within(detailRegion).getByRole('button', { name: 'Close case' }));
    expect(screen.queryByRole('region', { name: /Case: Fails/ })).toBeNull();
  });
});
