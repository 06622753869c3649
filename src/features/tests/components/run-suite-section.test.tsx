// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CaseEvaluation } from '../../../harness/evaluation';
import type { TestRun } from '../types';
import { RunSuiteSection } from './run-suite-section';
import { fakeApi, json, renderWithProviders, sseStream } from './testing';

const run: TestRun = {
  id: '11111111-1111-4111-8111-111111111111',
  harnessId: 'h',
  target: 'label:production',
  version: 2,
  shop: null,
  contentHash: 'sha256:abc',
  endpoint: 'default',
  model: 'qwen3-4b',
  status: 'running',
  total: 2,
  done: 0,
  summary: null,
  error: null,
  createdAt: '2026-12-02T10:00:00Z',
  createdBy: 'qa',
  finishedAt: null,
};

const evaluation = (caseId: string, pass: boolean): CaseEvaluation => ({
  caseId,
  name: caseId === 'greets' ? 'Greets' : caseId,
  tags: [],
  trials: [],
  pass1: pass ? 1 : 0,
  passAll: pass,
  pass,
  deterministic: true,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RunSuiteSection', () => {
  it('starts a run on the chosen target, shows progress and results, cancels, links the report', async () => {
    const stream = sseStream();
    let started = false;
    const calls = fakeApi({
      'GET /harnesses/h/labels': json([{ name: 'production', version: 2 }]),
      'GET /harnesses/h/versions?limit=100': json({ items: [{ number: 2, message: 'coupon' }] }),
      'GET /model-endpoints': json({ items: [{ name: 'default', model: null }] }),
      'GET /harnesses/h/test-runs': () => json(started ? [run] : []),
      'POST /harnesses/h/test-runs': () => ((started = true), json(run, 202)),
      [`GET /harnesses/h/test-runs/${run.id}/events`]: () => stream.response(),
      [`POST /harnesses/h/test-runs/${run.id}/cancel`]: () => {
        const ended = { ...run, status: 'cancelled', done: 1 };
        stream.send('done', ended);
        stream.close();
        return json(ended);
      },
    });
    renderWithProviders(<RunSuiteSection harnessId="h" canRun />);

    await screen.findByRole('option', { name: 'Label production (v2)' });
    fireEvent.change(screen.getByLabelText('Target'), { target: { value: 'label:production' } });
    fireEvent.change(screen.getByLabelText('Model endpoint'), { target: { value: 'default' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run suite' }));

    const bar = await screen.findByRole('progressbar', { name: 'Cases done' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      target: 'label:production',
      endpoint: 'default',
    });
    expect(bar.getAttribute('aria-valuemax')).toBe('2');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');

    stream.send('case', {
      done: 1,
      total: 2,
      caseId: 'greets',
      evaluation: evaluation('greets', true),
    });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('1'));
    expect(screen.getByText('1 / 2')).toBeTruthy();
    const results = screen.getByRole('list', { name: 'Results so far' });
    expect(within(results).getByText('Greets')).toBeTruthy();
    expect(within(results).getByText('Passed')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel run' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('cancelled');
    const link = within(status).getByRole('link', { name: 'Open the report' });
    expect(link.getAttribute('href')).toBe(`/harnesses/h/tests/runs/${run.id}`);
    expect(screen.queryByRole('button', { name: 'Cancel run' })).toBeNull();
  });

  it('shows the server’s refusal at the target field', async () => {
    fakeApi({
      'GET /harnesses/h/labels': json([]),
      'GET /harnesses/h/versions?limit=100': json({ items: [] }),
      'GET /model-endpoints': json({ items: [] }),
      'GET /harnesses/h/test-runs': json([]),
      'POST /harnesses/h/test-runs': json(
        {
          status: 400,
          title: 'Bad Request',
          detail: 'No model endpoint is named "x".',
          errors: [{ pointer: '/target', message: 'No model endpoint is named "x".', code: 'x' }],
        },
        400,
      ),
    });
    renderWithProviders(<RunSuiteSection harnessId="h" canRun />);
    fireEvent.click(await screen.findByRole('button', { name: 'Run suite' }));
    await screen.findByRole('alert');
    const target = screen.getByLabelText('Target');
    expect(target.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('run-target-errors')?.textContent).toContain(
      'No model endpoint',
    );
  });

  it('offers no form to a role that may not run', async () => {
    fakeApi({ 'GET /harnesses/h/test-runs': json([]) });
    renderWithProviders(<RunSuiteSection harnessId="h" canRun={false} />);
    expect(await screen.findByText('Your role cannot run the suite.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run suite' })).toBeNull();
  });
});
