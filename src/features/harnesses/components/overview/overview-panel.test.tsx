// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { fakeApi, json, renderWithProviders } from '../../../../lib/testing/fake-api';
import { useLanguageStore } from '../../../../lib/i18n';
import { overview } from '../testing';
import { OverviewPanel } from './overview-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null, fallback: 'en' });
});

const OVERVIEW = 'GET /harnesses/sample/overview';
const STATUS = 'GET /model-endpoints/default/status';
const down = json({ endpoint: 'default', configured: true, reachable: false, model: null });
const up = json({ endpoint: 'default', configured: true, reachable: true, model: 'qwen' });

const panel = (roles: { canRunTests?: boolean; canPublish?: boolean } = {}) => (
  <OverviewPanel
    harnessId="sample"
    title="山岚茶舍直播助手"
    canRunTests={roles.canRunTests ?? true}
    canPublish={roles.canPublish ?? true}
  />
);

it('puts the jobs first, then what production serves, the changes, the gate and the activity', async () => {
  fakeApi({ [OVERVIEW]: json(overview()), [STATUS]: up });
  renderWithProviders(panel());
  const jobs = screen.getByRole('navigation', { name: 'Next steps' });
  expect(
    within(jobs)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['Preview', '/harnesses/sample/preview'],
    ['Run tests', '/harnesses/sample/tests'],
    ['Publish', '/harnesses/sample/versions'],
  ]);
  const production = await screen.findByTestId('label-production');
  expect(production.textContent).toMatch(/^productionv1 · since .+, by the studio/);
  expect(screen.getByTestId('draft-changes').textContent).toBe('Promotion: 1 changed');
  expect(screen.getByRole('link', { name: 'See every change' }).getAttribute('href')).toBe(
    '/harnesses/sample/diff/1/draft',
  );
  expect(screen.getByTestId('gate-verdict').textContent).toBe(
    'The draft is not a version yet. A version may go to production once at least 80% of its tests pass.',
  );
  expect(screen.getByText('Tests: no finished run yet')).toBeTruthy();
  expect(screen.getByText('Robustness: no run yet')).toBeTruthy();
  expect(screen.getByTestId('activity').textContent).toMatch(
    /^the studio \(sample seeding\) · changed promotion baicha-flash-sale/,
  );
  expect(await screen.findByTestId('model-up')).toBeTruthy();
});

it('says how to start a model server before anyone types, in Chinese too', async () => {
  fakeApi({ [OVERVIEW]: json(overview()), [STATUS]: down });
  renderWithProviders(panel());
  expect((await screen.findByTestId('model-down')).textContent).toContain(
    'vllm serve <model> --enable-auto-tool-choice --tool-call-parser hermes',
  );
  act(() => useLanguageStore.setState({ chosen: 'zh-CN' }));
  expect((await screen.findByTestId('model-down')).textContent).toContain('请用 `vllm serve');
  expect(screen.getByRole('navigation', { name: '下一步' })).toBeTruthy();
});

it("translates the gate's refusal from its code, and hides what the role may not do", async () => {
  fakeApi({
    [OVERVIEW]: json(
      overview({
        draft: { against: 1, differs: false, changes: [] },
        activity: null,
        gate: {
          gated: true,
          threshold: 0.8,
          version: 2,
          allowed: false,
          refusal: {
            code: 'gate.below_threshold',
            detail: 'English detail the screen does not show',
            version: 2,
            runId: 'run-1',
            passRate: 0.5,
            threshold: 0.8,
          },
        },
      }),
    ),
    [STATUS]: up,
  });
  renderWithProviders(panel({ canRunTests: false, canPublish: false }));
  expect((await screen.findByTestId('gate-verdict')).textContent).toBe(
    'v2 is the draft, but its latest run passed 50%; the harness asks for 80%.',
  );
  expect(screen.getByText('Nothing: the draft is what production serves.')).toBeTruthy();
  expect(screen.queryByText('Recent activity')).toBeNull();
  const jobs = screen.getByRole('navigation', { name: 'Next steps' });
  expect(
    within(jobs)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Preview']);
});

it('keeps the heading and the jobs when the overview cannot load', async () => {
  fakeApi({ [OVERVIEW]: json({ status: 500, title: 'Server error', detail: 'boom' }, 500) });
  renderWithProviders(panel());
  expect((await screen.findByRole('alert')).textContent).toContain(
    'The overview could not be loaded.',
  );
  expect(screen.getByRole('heading', { level: 1, name: '山岚茶舍直播助手' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Preview' })).toBeTruthy();
});

it('says first that a guardrail rolled a label back, with what broke, in Chinese too', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  const breach = {
    guardrail: { kind: 'error_rate' as const, maxIncrease: 0.05 },
    estimate: 0.8,
    low: 0.6,
    high: 0.95,
    breached: true,
    summary: 'Error rate 80.00% (v2) vs 0.00% (v1)',
  };
  const rollback = {
    at: '2026-12-03T06:00:00.000Z',
    moveId: 7,
    fromSplit: { version: 2, percent: 50 },
    breaches: [breach],
    label: 'production',
    control: 1,
  };
  fakeApi({ [OVERVIEW]: json(overview({ rollbacks: [rollback] })), [STATUS]: up });
  renderWithProviders(panel());
  const notice = await screen.findByTestId('experiment-rollback');
  expect(notice.getAttribute('role')).toBe('alert');
  expect(within(notice).getByText('“production”已自动回滚')).toBeTruthy();
  expect(notice.textContent).toMatch(/标签已自动回到 v1（对 v2 的 50% 分流已结束）/);
  expect(within(notice).getByRole('listitem').textContent).toBe(breach.summary);
});

it('shows no rollback notice when nothing was rolled back', async () => {
  fakeApi({ [OVERVIEW]: json(overview()), [STATUS]: up });
  renderWithProviders(panel());
  await screen.findByTestId('label-production');
  expect(screen.queryByTestId('experiment-rollback')).toBeNull();
});
