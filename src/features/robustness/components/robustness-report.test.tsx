// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { RobustnessReport, type ReportView } from './robustness-report';
import { fakeApi, finishedRun, json, renderWithProviders } from './testing';

afterEach(cleanup);

const RUN = '/harnesses/h1/robustness-runs/run-1111-aaaa';

function Screen({ initial }: { initial?: Partial<ReportView> }) {
  const [view, setView] = useState<ReportView>({
    endpoint: null,
    family: null,
    arm: null,
    caseId: null,
    base: null,
    ...initial,
  });
  return (
    <RobustnessReport
      harnessId="h1"
      runId="run-1111-aaaa"
      canRun
      view={view}
      onViewChange={(next) => setView((v) => ({ ...v, ...next }))}
    />
  );
}

const failing = {
  endpoint: 'default',
  arm: 'tool-schemas#1',
  caseId: 'coupon',
  passes: 0,
  trials: 2,
  position: 1,
  evaluation: {
    caseId: 'coupon',
    name: 'Coupon code',
    tags: [],
    trials: [
      {
        trial: 1,
        pass: false,
        outcome: 'reply',
        reply: '',
        timings: { totalMs: 10 },
        expectations: [
          {
            index: 0,
            type: 'tool_calls',
            status: 'fail',
            pass: false,
            message: 'Expected a call to list_promotions; got list_promotions (not offered).',
            deterministic: true,
          },
        ],
      },
    ],
    pass1: 0,
    passAll: false,
    pass: false,
    deterministic: true,
  },
  records: [],
  traces: [],
};

function routes() {
  return fakeApi({
    [`GET ${RUN}`]: json(finishedRun()),
    'GET /harnesses/h1/test-cases': json([
      { id: 'coupon', name: 'Coupon code' },
      { id: 'greets', name: 'Greets' },
    ]),
    [`GET ${RUN}/cells`]: json([
      { endpoint: 'default', arm: 'identity', caseId: 'coupon', passes: 2, trials: 2 },
      { endpoint: 'default', arm: 'tool-schemas#1', caseId: 'coupon', passes: 0, trials: 2 },
    ]),
    [`GET ${RUN}/results?arm=tool-schemas%231&endpoint=default`]: json([failing]),
    [`GET ${RUN}/arms/tool-schemas%231/diff`]: json({
      changes: [
        {
          kind: 'tool',
          key: 'list_promotions',
          change: 'removed',
          summary: 'Tool list_promotions removed',
          fields: [],
        },
        {
          kind: 'tool',
          key: 'get_offers',
          change: 'added',
          summary: 'Tool get_offers added',
          fields: [],
        },
      ],
    }),
    'GET /harnesses/h1/robustness-runs?limit=50': json([finishedRun()]),
  });
}

describe('RobustnessReport', () => {
  it('reads as the issue asks: noise floor, families, controls, models side by side', async () => {
    routes();
    renderWithProviders(<Screen />);
    expect(await screen.findByTestId('robustness-identity')).toHaveProperty(
      'textContent',
      expect.stringContaining('95% interval 66–100%'),
    );
    const families = screen.getByRole('table', { name: 'Families' });
    const tools = within(families).getAllByTestId('family-row')[0]!;
    expect(tools.textContent).toContain('Tool schemas');
    expect(tools.textContent).toContain('−100 pts');
    expect(tools.textContent).toContain('Significant drop');
    expect(within(families).getAllByTestId('family-row')[1]!.textContent).toContain(
      'Within the noise',
    );
    const controls = screen.getByRole('list', { name: 'Negative controls' });
    expect(within(controls).getAllByTestId('control-row')[0]!.textContent).toContain('Caught');
    expect(within(controls).getAllByTestId('control-row')[1]!.textContent).toContain(
      'the suite cannot see this change',
    );
    expect(within(controls).getByTestId('control-skipped').textContent).toContain(
      'It needs a required parameter.',
    );
    const endpoints = screen.getByRole('table', { name: 'Models side by side' });
    expect(within(endpoints).getAllByTestId('endpoint-row')).toHaveLength(2);
    const arms = screen.getByRole('table', { name: 'Every variant' });
    expect(within(arms).getByText('pass^2')).toBeTruthy();
    const openai = () => screen.getByRole('link', { name: /OpenAI fine-tuning/ });
    expect(openai().getAttribute('href')).toBe(`/api/v1${RUN}/export?format=openai`);
    fireEvent.change(screen.getByLabelText('Trials of'), { target: { value: 'large' } });
    expect(openai().getAttribute('href')).toBe(`/api/v1${RUN}/export?format=openai&endpoint=large`);
  });

  it('opens the worst variant of the family that dropped most: its diff and its failing case in the preview', async () => {
    routes();
    renderWithProviders(<Screen />);
    const panel = await screen.findByRole('region', { name: 'Variant tool-schemas#1' });
    const added = (await within(panel).findAllByTestId('entity-change'))[1]!;
    expect(added.textContent).toContain('get_offers');
    expect(added.textContent).toContain('added');
    const failure = await within(panel).findByTestId('failing-case');
    expect(failure.textContent).toContain('Coupon code');
    expect(failure.textContent).toContain('not offered');
    const link = within(failure).getByRole('link', { name: 'Open in preview under this variant' });
    expect(link.getAttribute('href')).toBe(
      '/harnesses/h1/preview?robustness=run-1111-aaaa&arm=tool-schemas%231&case=coupon&endpoint=default',
    );
  });

  it('opens a heat map cell as that case on that arm', async () => {
    routes();
    renderWithProviders(<Screen initial={{ family: 'hooks' }} />);
    expect(await screen.findByRole('region', { name: 'Variant hooks#1' })).toBeTruthy();
    const cell = await screen.findByRole('gridcell', {
      name: 'Coupon code on tool-schemas#1: 0 of 2 passed',
    });
    expect(cell.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(cell);
    expect(await screen.findByRole('region', { name: 'Variant tool-schemas#1' })).toBeTruthy();
    expect(cell.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Picked on the heat map.')).toBeTruthy();
  });
});
