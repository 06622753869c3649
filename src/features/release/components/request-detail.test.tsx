// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { sseStream } from '../../../lib/testing/fake-api';
import type { Actor } from '../types';
import { RequestDetail } from './request-detail';
import {
  actor,
  changeRequest,
  fakeApi,
  json,
  renderWithProviders,
  review,
  schedule,
  type Call,
} from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const ONE = '/harnesses/h1/change-requests/7';

function show(who: Actor | undefined) {
  return renderWithProviders(
    <RequestDetail
      harnessId="h1"
      n={7}
      actor={who}
      timeZone="Asia/Shanghai"
      changes={(r) => <p data-testid="changes">v{r.serving.version} → proposal</p>}
    />,
  );
}

const approved = changeRequest({
  state: 'approved',
  approvals: { required: 1, have: 1, roles: ['qa', 'publisher', 'admin'] },
  reviews: [review({ verdict: 'approve', counts: true })],
});
const publisher = actor({ id: 'pub-1', name: 'Pat', role: 'publisher' });

describe('RequestDetail: what a reviewer judges by', () => {
  it('shows the proposal, gate, approvals, evidence, diff and pinned previews side by side', async () => {
    fakeApi({
      [`GET ${ONE}`]: json(
        changeRequest({
          evidence: { testRunId: 'run-abcdef123', robustnessRunId: null },
          pins: [
            {
              id: 1,
              revision: 1,
              contextId: 'ctx-coupon',
              contextTitle: null,
              context: null,
              question: 'Is there a coupon tonight?',
              before: 'No coupon now.',
              after: '¥20 off from 20:00.',
              pinnedBy: 'qa-1',
              at: '2026-12-12T07:00:00.000Z',
            },
          ],
          reviews: [
            review({
              verdict: 'comment',
              body: 'Say the end time.',
              pointer: { entity: 'promotion/double-12', field: '/window/end' },
            }),
          ],
        }),
      ),
    });
    show(actor());
    expect(await screen.findByRole('heading', { name: /Double-12 campaign/ })).toBeTruthy();
    expect(screen.getByTestId('request-state').textContent).toBe('Open');
    expect(screen.getByText(/Proposes v4 for Label production/)).toBeTruthy();
    expect(screen.getByTestId('request-gate').textContent).toBe(
      'Passes: the proposal may go live.',
    );
    expect(screen.getByTestId('request-approvals').textContent).toBe(
      '0 of 1 (from: QA, Publisher, Administrator)',
    );
    expect(screen.getByRole('link', { name: 'Run run-abcd' }).getAttribute('href')).toBe(
      '/harnesses/h1/tests/runs/run-abcdef123',
    );
    expect(screen.getByText('None yet')).toBeTruthy();
    expect(screen.getByTestId('changes').textContent).toBe('v3 → proposal');
    const pin = screen.getByTestId('pin-1');
    const cells = within(pin)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['No coupon now.', '¥20 off from 20:00.']);
    // The part and field in words, not as stored (`promotion/double-12`, `/window/end`).
    expect(screen.getByText('About promotion double-12, Ends')).toBeTruthy();
  });

  it('says the gate’s refusal and the states in Chinese', async () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    fakeApi({
      [`GET ${ONE}`]: json(
        changeRequest({
          gate: {
            code: 'gate.no_run',
            detail: 'Version 4 has no finished test run.',
            version: 4,
            endpoint: 'local',
            threshold: 0.9,
          },
        }),
      ),
    });
    show(actor());
    const gate = await screen.findByTestId('request-gate');
    expect(gate.textContent).toContain('v4 在它的端点“local”上还没有完成的测试运行');
    expect(gate.textContent).toContain('90%');
    expect(gate.querySelector('[title]')?.getAttribute('title')).toBe(
      'Version 4 has no finished test run.',
    );
    expect(screen.getByTestId('request-state').textContent).toBe('待审核');
    expect(screen.getAllByText('暂无', { selector: 'dd' })).toHaveLength(2);
  });
});

describe('RequestDetail: evidence still missing', () => {
  it('offers what the page composes to start a test run only where none is there', async () => {
    fakeApi({ [`GET ${ONE}`]: json(changeRequest()) });
    renderWithProviders(
      <RequestDetail
        harnessId="h1"
        n={7}
        actor={actor()}
        timeZone="Asia/Shanghai"
        changes={() => null}
        startTestRun={(r) => (
          <button type="button">Run v{r.proposal.kind === 'version' && r.proposal.version}</button>
        )}
        startRobustnessRun={() => <button type="button">Check robustness</button>}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Run v4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check robustness' })).toBeTruthy();
  });

  it('offers neither where both runs are there', async () => {
    fakeApi({
      [`GET ${ONE}`]: json(
        changeRequest({ evidence: { testRunId: 'run-1', robustnessRunId: 'rob-1' } }),
      ),
    });
    renderWithProviders(
      <RequestDetail
        harnessId="h1"
        n={7}
        actor={actor()}
        timeZone="Asia/Shanghai"
        changes={() => null}
        startTestRun={() => <button type="button">Run</button>}
        startRobustnessRun={() => <button type="button">Check robustness</button>}
      />,
    );
    expect(await screen.findAllByRole('link', { name: /^Run / })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Check robustness' })).toBeNull();
  });
});

describe('RequestDetail: actions by role and state', () => {
  it('lets a reviewer with a counting role approve, or comment at a field', async () => {
    const calls = fakeApi({
      [`GET ${ONE}`]: json(changeRequest()),
      [`POST ${ONE}/reviews`]: json(review({ id: 2 }), 201),
    });
    show(actor());
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ verdict: 'approve', body: '' });

    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Check the end.' } });
    fireEvent.change(screen.getByLabelText('About part (optional)'), {
      target: { value: 'promotion/double-12' },
    });
    fireEvent.change(screen.getByLabelText('Field (optional)'), {
      target: { value: '/window/end' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({
      verdict: 'comment',
      body: 'Check the end.',
      pointer: { entity: 'promotion/double-12', field: '/window/end' },
    });
  });

  it('lets the author propose the draft again as a new revision', async () => {
    const calls = fakeApi({
      [`GET ${ONE}`]: json(changeRequest({ state: 'changes_requested' })),
      [`PATCH ${ONE}`]: json(changeRequest({ revision: 2 })),
    });
    show(actor({ id: 'ops-1', role: 'ops' }));
    fireEvent.click(await screen.findByText('Edit the request'));
    fireEvent.click(screen.getByLabelText('Propose the draft as it is now (a new revision)'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Double-12, fixed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      title: 'Double-12, fixed',
      source: { kind: 'draft' },
    });
  });

  it('offers the author no approval, but closing; merchants only read', async () => {
    fakeApi({ [`GET ${ONE}`]: json(changeRequest()) });
    show(actor({ id: 'ops-1', role: 'ops' }));
    expect(await screen.findByRole('button', { name: 'Close request' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Comment' })).toBeTruthy();
    cleanup();
    show(actor({ id: 'm-1', role: 'merchant', shopId: 'tea-a' }));
    await screen.findByTestId('request-state');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a refused publish as a notice in the reader’s language', async () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    const calls = fakeApi({
      [`GET ${ONE}`]: json(approved),
      [`POST ${ONE}/publish`]: json(
        { status: 409, title: 'Conflict', detail: 'The request is closed.' },
        409,
      ),
    });
    show(publisher);
    fireEvent.click(await screen.findByRole('button', { name: '立即发布' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('申请没有发布。');
    expect(alert.querySelector('p')?.getAttribute('title')).toBe('The request is closed.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`${ONE}/publish`]);
  });

  it('schedules at a wall time in the harness’s zone and says a refused end at its field', async () => {
    const posted: Call[] = [];
    fakeApi({
      [`GET ${ONE}`]: json(approved),
      [`POST ${ONE}/schedule`]: (call) => {
        posted.push(call);
        return posted.length === 1
          ? json(
              {
                status: 400,
                title: 'Bad Request',
                detail: 'until must be after at.',
                errors: [
                  {
                    pointer: '/until',
                    code: 'schedule.until_before_at',
                    message: '“Moves back at” must be after “Goes live at”.',
                  },
                ],
              },
              400,
            )
          : json(schedule(), 201);
      },
    });
    show(publisher);
    expect(
      await screen.findByText('Times are in the harness’s time zone, Asia/Shanghai.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Goes live at'), {
      target: { value: '2026-12-12T20:00' },
    });
    fireEvent.change(screen.getByLabelText('Moves back at'), {
      target: { value: '2026-12-12T19:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const until = screen.getByLabelText('Moves back at');
    await vi.waitFor(() => expect(until.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The end must come after the start.')).toBeTruthy();
    expect(posted[0]?.body).toEqual({ at: '2026-12-12T20:00', until: '2026-12-12T19:00' });

    fireEvent.change(until, { target: { value: '2026-12-13T00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]?.body).toEqual({ at: '2026-12-12T20:00', until: '2026-12-13T00:00' });
  });

  it('says a time that has passed at its field in Chinese', async () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    fakeApi({
      [`GET ${ONE}`]: json(approved),
      [`POST ${ONE}/schedule`]: json(
        {
          status: 400,
          title: 'Bad Request',
          detail: 'Invalid schedule.',
          errors: [
            {
              pointer: '/at',
              code: 'schedule.past',
              message: '2026-01-01T20:00 (Asia/Shanghai) has passed; schedule it in the future.',
            },
          ],
        },
        400,
      ),
    });
    show(publisher);
    fireEvent.change(await screen.findByLabelText('上线时间'), {
      target: { value: '2026-01-01T20:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: '排期' }));
    expect(await screen.findByText('这个时间已经过去了：请安排在将来。')).toBeTruthy();
    expect(screen.getByLabelText('上线时间').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a pending schedule in the harness’s zone and cancels it', async () => {
    const calls = fakeApi({
      [`GET ${ONE}`]: json({ ...approved, state: 'scheduled', schedule: schedule() }),
      [`DELETE ${ONE}/schedule`]: new Response(null, { status: 204 }),
    });
    show(publisher);
    const panel = await screen.findByTestId('request-schedule');
    expect(panel.textContent).toContain('Dec 12, 2026, 20:00 (Asia/Shanghai) · Pending');
    expect(panel.textContent).toContain('Dec 13, 2026, 00:00 (Asia/Shanghai)');
    // Scheduled: no second schedule, no publish now.
    expect(screen.queryByLabelText('Goes live at')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the schedule' }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `${ONE}/schedule`)).toBe(true),
    );
  });
});

describe('RequestDetail: a schedule firing', () => {
  it('shows the request published when its label moves, without a reload', async () => {
    const events = sseStream();
    let fired = false;
    fakeApi({
      [`GET ${ONE}`]: () =>
        json(
          fired
            ? {
                ...approved,
                state: 'published',
                schedule: schedule({ state: 'fired', firedAt: '2026-12-12T12:00:00.400Z' }),
              }
            : { ...approved, state: 'scheduled', schedule: schedule() },
        ),
      'GET /harnesses/h1/events': events.response(),
    });
    show(publisher);
    await vi.waitFor(() =>
      expect(screen.getByTestId('request-state').textContent).toBe('Scheduled'),
    );
    fired = true;
    events.send('label', { label: 'production', version: 4 });
    await vi.waitFor(() =>
      expect(screen.getByTestId('request-state').textContent).toBe('Published'),
    );
    expect(screen.getByText('The scheduled publish went live', { exact: false })).toBeTruthy();
  });
});

describe('RequestDetail: a window that ended', () => {
  it('says a published request is no longer live once its window’s end moved the label back', async () => {
    fakeApi({
      [`GET ${ONE}`]: json(
        changeRequest({
          state: 'published',
          schedule: schedule({
            state: 'fired',
            firedAt: '2026-12-12T12:00:05.000Z',
            endState: 'fired',
            endedAt: '2026-12-12T16:00:02.000Z',
          }),
        }),
      ),
    });
    show(publisher);
    expect((await screen.findByTestId('request-not-live')).textContent?.trim()).toBe(
      'no longer live (moved back at Dec 13, 2026, 00:00 (Asia/Shanghai))',
    );
  });
});
