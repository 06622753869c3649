// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import type { Actor } from '../types';
import { OpenRequestForm } from './open-request-form';
import { RequestDetail } from './request-detail';
import { actor, changeRequest, fakeApi, json, renderWithProviders, review } from './testing';

// The server's coded refusals of change requests reach a Chinese reader in Chinese:
// each sentence below comes from the catalog, never from the server's English detail.

beforeEach(() => useLanguageStore.setState({ chosen: 'zh-CN' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const LIST = '/harnesses/h1/change-requests';
const ONE = `${LIST}/7`;
const conflict = (detail: string, extra: Record<string, unknown>) =>
  json({ status: 409, title: 'Conflict', detail, ...extra }, 409);

function show(who: Actor) {
  return renderWithProviders(
    <RequestDetail
      harnessId="h1"
      n={7}
      actor={who}
      timeZone="Asia/Shanghai"
      changes={() => null}
    />,
  );
}

/** The notice's sentence and the English it keeps as the tooltip. */
async function notice() {
  const p = (await screen.findByRole('alert')).querySelector('p');
  return { text: p?.textContent, english: p?.getAttribute('title') };
}

describe('change-request refusals in Chinese', () => {
  it('says an approval refused because the request is now scheduled, its state in words', async () => {
    const detail = 'Change request 7 is scheduled: it cannot be reviewed.';
    fakeApi({
      [`GET ${ONE}`]: json(changeRequest()),
      [`POST ${ONE}/reviews`]: conflict(detail, {
        code: 'change_request.state',
        state: 'scheduled',
      }),
    });
    show(actor());
    fireEvent.click(await screen.findByRole('button', { name: '批准' }));
    expect(await notice()).toEqual({
      text: '这个变更申请当前为「已排期」，现在不能这样操作。',
      english: detail,
    });
  });

  it('says a publish refused before the quorum', async () => {
    const detail = 'Change request 7 needs 2 approval(s) before it is published.';
    fakeApi({
      [`GET ${ONE}`]: json(
        changeRequest({
          state: 'approved',
          approvals: { required: 1, have: 1, roles: ['qa', 'publisher', 'admin'] },
          reviews: [review({ verdict: 'approve', counts: true })],
        }),
      ),
      [`POST ${ONE}/publish`]: conflict(detail, {
        code: 'change_request.not_approved',
        state: 'open',
      }),
    });
    show(actor({ id: 'pub-1', name: 'Pat', role: 'publisher' }));
    fireEvent.click(await screen.findByRole('button', { name: '立即发布' }));
    expect(await notice()).toEqual({
      text: '这个变更申请还没有得到足够的批准，不能发布。',
      english: detail,
    });
  });

  it('says an approval of one’s own request refused (a stale page of the author)', async () => {
    const detail = 'The author of a change request cannot approve or reject it.';
    fakeApi({
      // The page believes someone else wrote it; the server knows better.
      [`GET ${ONE}`]: json(changeRequest({ author: 'someone-else' })),
      [`POST ${ONE}/reviews`]: conflict(detail, { code: 'change_request.own' }),
    });
    show(actor());
    fireEvent.click(await screen.findByRole('button', { name: '批准' }));
    expect((await notice()).text).toBe('不能批准或驳回自己发起的变更申请。');
  });
});

describe('OpenRequestForm: a refused version at its field in Chinese', () => {
  it('says a version that does not exist at “提议内容”, not as English', async () => {
    fakeApi({
      [`POST ${LIST}`]: json(
        {
          status: 422,
          title: 'Unprocessable Content',
          detail: 'There is no version 9.',
          errors: [
            {
              pointer: '/source/version',
              code: 'change_request.unknown_version',
              message: 'There is no version 9.',
              params: {},
            },
          ],
        },
        422,
      ),
    });
    renderWithProviders(
      <OpenRequestForm harnessId="h1" labels={['production']} versions={[9]} onOpened={() => {}} />,
    );
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '双十二' } });
    fireEvent.change(screen.getByLabelText('提议内容'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: '发起申请' }));
    const source = screen.getByLabelText('提议内容');
    await vi.waitFor(() => expect(source.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('没有这个版本。')).toBeTruthy();
    expect(screen.queryByText('There is no version 9.')).toBeNull();
  });
});
