// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useLanguageStore } from '../../../lib/i18n';
import { EMPTY_REQUEST_FILTER, type ChangeRequest, type RequestFilter } from '../types';
import { OpenRequestForm } from './open-request-form';
import { RequestList } from './request-list';
import { changeRequest, fakeApi, json, page, renderWithProviders, schedule } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const LIST = '/harnesses/h1/change-requests';
const href = (n: number) => `/harnesses/h1/requests/${n}`;

function List() {
  const [filter, setFilter] = useState<RequestFilter>(EMPTY_REQUEST_FILTER);
  return (
    <RequestList
      harnessId="h1"
      filter={filter}
      onFilterChange={setFilter}
      labels={['production', 'staging']}
      requestHref={href}
    />
  );
}

const scheduled = changeRequest({
  state: 'scheduled',
  approvals: { required: 1, have: 1, roles: ['publisher', 'admin'] },
  schedule: schedule(),
});

describe('RequestList', () => {
  it('shows each request’s title, target, state in words, author, approvals and time in the harness’s zone', async () => {
    fakeApi({ [`GET ${LIST}?limit=50`]: json(page([scheduled])) });
    renderWithProviders(<List />);
    const row = await screen.findByTestId('request-7');
    expect(within(row).getByRole('link', { name: 'Double-12 campaign' }).getAttribute('href')).toBe(
      '/harnesses/h1/requests/7',
    );
    expect(row.textContent).toContain('Label production');
    expect(row.textContent).toContain('Scheduled');
    expect(row.textContent).toContain('1 of 1');
    // 12:00 UTC is 20:00 in Shanghai, whatever the reader's zone.
    expect(row.textContent).toContain('Dec 12, 2026, 20:00 (Asia/Shanghai)');
  });

  it('says the same in Chinese', async () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    fakeApi({ [`GET ${LIST}?limit=50`]: json(page([scheduled])) });
    renderWithProviders(<List />);
    const row = await screen.findByTestId('request-7');
    expect(row.textContent).toContain('标签 production');
    expect(row.textContent).toContain('已排期');
    expect(row.textContent).toContain('2026-12-12 20:00 (Asia/Shanghai)');
  });

  it('says a fired schedule’s standing: published, then no longer live once its window ended', async () => {
    const fired = { state: 'fired' as const, firedAt: '2026-12-12T12:00:05.000Z' };
    fakeApi({
      [`GET ${LIST}?limit=50`]: json(
        page([
          changeRequest({
            id: 7,
            state: 'published',
            schedule: schedule({ ...fired, endState: 'pending' }),
          }),
          changeRequest({
            id: 8,
            state: 'published',
            schedule: schedule({
              ...fired,
              endState: 'fired',
              endedAt: '2026-12-12T16:00:02.000Z',
            }),
          }),
        ]),
      ),
    });
    renderWithProviders(<List />);
    const live = await screen.findByTestId('request-7');
    expect(live.textContent).not.toContain('Not scheduled');
    expect(live.textContent).toContain(
      'Published by its schedule at Dec 12, 2026, 20:00 (Asia/Shanghai); moves back at Dec 13, 2026, 00:00 (Asia/Shanghai)',
    );
    expect(screen.getByTestId('request-8').textContent).toContain(
      'no longer live (moved back at Dec 13, 2026, 00:00 (Asia/Shanghai))',
    );
  });

  it('says it in Chinese too', async () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    fakeApi({
      [`GET ${LIST}?limit=50`]: json(
        page([
          changeRequest({
            state: 'published',
            schedule: schedule({
              state: 'fired',
              firedAt: '2026-12-12T12:00:05.000Z',
              endState: 'fired',
              endedAt: '2026-12-12T16:00:02.000Z',
            }),
          }),
        ]),
      ),
    });
    renderWithProviders(<List />);
    expect((await screen.findByTestId('request-7')).textContent).toContain(
      '已按排期于 2026-12-12 20:00 (Asia/Shanghai) 发布；已不在线上（已于 2026-12-13 00:00 (Asia/Shanghai) 移回）',
    );
  });

  it('sends the filters to the server and loads the next page by cursor', async () => {
    const calls = fakeApi({
      [`GET ${LIST}?limit=50`]: json(page([changeRequest()], 'c1')),
      [`GET ${LIST}?limit=50&cursor=c1`]: json(page([changeRequest({ id: 6, title: 'Older' })])),
      [`GET ${LIST}?state=approved&label=staging&author=ops-1&limit=50`]: json(
        page([changeRequest({ id: 9, title: 'Filtered', state: 'approved' })]),
      ),
    });
    renderWithProviders(<List />);
    await screen.findByTestId('request-7');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Older' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'approved' } });
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'staging' } });
    fireEvent.change(screen.getByLabelText('Author'), { target: { value: 'ops-1' } });
    expect(await screen.findByRole('link', { name: 'Filtered' })).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('state=')).map((c) => c.path)).toEqual([
      `${LIST}?state=approved&label=staging&author=ops-1&limit=50`,
    ]);
  });

  it('says when nothing matches', async () => {
    fakeApi({ [`GET ${LIST}?limit=50`]: json(page([])) });
    renderWithProviders(<List />);
    expect(await screen.findByText('No change request matches.')).toBeTruthy();
  });
});

describe('OpenRequestForm', () => {
  it('opens a request from the draft aimed at a label and hands the new request on', async () => {
    const calls = fakeApi({ [`POST ${LIST}`]: json(changeRequest({ id: 12 }), 201) });
    const opened: ChangeRequest[] = [];
    renderWithProviders(
      <OpenRequestForm
        harnessId="h1"
        labels={['production', 'staging']}
        versions={[4, 3]}
        onOpened={(r) => opened.push(r)}
      />,
    );
    const form = screen.getByRole('form', { name: 'Open a change request' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Tonight' } });
    fireEvent.change(within(form).getByLabelText('Target label'), { target: { value: 'staging' } });
    fireEvent.change(within(form).getByLabelText('Proposes'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Open request' }));
    await vi.waitFor(() => expect(opened.map((r) => r.id)).toEqual([12]));
    expect(calls[0]?.body).toEqual({
      title: 'Tonight',
      description: '',
      target: { kind: 'label', label: 'staging' },
      source: { kind: 'version', version: 3 },
    });
  });

  it('aims at production when the labels load after the form, and says why it waits before', async () => {
    const calls = fakeApi({ [`POST ${LIST}`]: json(changeRequest({ id: 12 }), 201) });
    function LateLabels() {
      const [labels, setLabels] = useState<string[]>([]);
      return (
        <>
          <button type="button" onClick={() => setLabels(['production', 'staging'])}>
            labels arrive
          </button>
          <OpenRequestForm harnessId="h1" labels={labels} versions={[]} onOpened={() => {}} />
        </>
      );
    }
    renderWithProviders(<LateLabels />);
    const button = screen.getByRole('button', { name: 'Open request' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const why = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(why.textContent).toBe('Waiting for the labels to load.');

    fireEvent.click(screen.getByRole('button', { name: 'labels arrive' }));
    expect((screen.getByLabelText('Target label') as HTMLSelectElement).value).toBe('production');
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Late labels' } });
    fireEvent.click(button);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ target: { kind: 'label', label: 'production' } });
  });

  it('starts as the rollback a label’s history asked for: its version, label and title', () => {
    fakeApi({});
    renderWithProviders(
      <OpenRequestForm
        harnessId="h1"
        labels={['production', 'staging']}
        versions={[3, 2]}
        initialVersion={2}
        initialLabel="production"
        initialTitle="Roll production back to v2"
        onOpened={() => {}}
      />,
    );
    expect((screen.getByLabelText('Proposes') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('Target label') as HTMLSelectElement).value).toBe('production');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(
      'Roll production back to v2',
    );
  });

  it('starts on the version the versions list asked for', () => {
    fakeApi({});
    renderWithProviders(
      <OpenRequestForm
        harnessId="h1"
        labels={['production']}
        versions={[4, 3]}
        initialVersion={3}
        onOpened={() => {}}
      />,
    );
    expect((screen.getByLabelText('Proposes') as HTMLSelectElement).value).toBe('3');
  });

  it('says a refused field at the field, in the reader’s language', async () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    fakeApi({
      [`POST ${LIST}`]: json(
        {
          status: 400,
          title: 'Bad Request',
          detail: 'Invalid request.',
          errors: [
            {
              pointer: '/title',
              code: 'schema.too_small',
              message: 'Too small: expected string to have >=1 characters',
              params: { kind: 'empty', n: 1 },
            },
          ],
        },
        400,
      ),
    });
    renderWithProviders(
      <OpenRequestForm harnessId="h1" labels={['production']} versions={[]} onOpened={() => {}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '发起申请' }));
    const title = screen.getByLabelText('标题');
    await vi.waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('“标题”不能为空。')).toBeTruthy();
    // Named at the field, not repeated as a notice.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a refusal that names no field as a notice', async () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    fakeApi({
      [`POST ${LIST}`]: json({ status: 409, title: 'Conflict', detail: 'Draft has errors.' }, 409),
    });
    renderWithProviders(
      <OpenRequestForm harnessId="h1" labels={['production']} versions={[]} onOpened={() => {}} />,
    );
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: '发起申请' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('无法发起申请。');
  });
});
