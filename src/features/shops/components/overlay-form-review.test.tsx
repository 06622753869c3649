// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import type { PendingOverlay } from '../../../harness/testing/internals';
import { OverlayForm } from './overlay-form';
import {
  baseDraft,
  emptyOverlay,
  fakeApi,
  json,
  renderWithProviders,
  shopRecord,
  type Call,
} from './testing';

// When ops review shop changes, a merchant's save is sent for review; the form
// starts from the change waiting for review, says where it stands, and is locked once scheduled.

afterEach(() => {
  cleanup();
  localStorage.clear();
  useLanguageStore.setState({ chosen: null });
});

const SHOP = '/harnesses/h1/shops/tea-a';
const version = (number: number, overlay = emptyOverlay()) => ({
  harnessId: 'h1',
  shopId: 'tea-a',
  number,
  overlay,
  hash: 'sha256:x',
  message: '',
  createdAt: '2026-12-04T10:00:00.000Z',
  createdBy: 'merchant',
});
const detail = (pending: PendingOverlay | null) =>
  json({
    shop: shopRecord({ overlayVersion: 1 }),
    overlay: emptyOverlay(),
    overlayVersion: 1,
    floorRestore: null,
    reviewRequired: true,
    pending,
  });
const render = () =>
  renderWithProviders(
    <OverlayForm harnessId="h1" shopId="tea-a" readOnly={false} onPreview={() => {}} />,
  );

it('sends a save for review and then says it waits for ops, the host unchanged', async () => {
  const calls = fakeApi({
    'GET /harnesses/h1/draft': json(baseDraft),
    [`GET ${SHOP}`]: detail(null),
    [`PUT ${SHOP}/overlay`]: (call: Call) =>
      json(
        {
          ...version(2, (call.body as { overlay: ReturnType<typeof emptyOverlay> }).overlay),
          changeRequest: { id: 7, state: 'open' },
        },
        202,
      ),
  });
  render();
  expect(
    await screen.findByText(/Ops review your changes before your host uses them/),
  ).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Tone of the host'), { target: { value: 'calm' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
  expect(await screen.findByText('Sent to ops for review.')).toBeTruthy();
  expect(calls.find((c) => c.method === 'PUT')!.headers.get('if-match')).toBe('"1"');
  const notice = await screen.findByTestId('pending-change');
  expect(notice.textContent).toContain('Change request #7:');
  expect(notice.textContent).toContain('version 2) is waiting for ops to review it');
  // The served version is still the one the host runs.
  expect(screen.getByText('The host runs overlay version 1.')).toBeTruthy();
});

it('starts from the change sent back, shows ops’ note in Chinese, and revises it', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  const calls = fakeApi({
    'GET /harnesses/h1/draft': json(baseDraft),
    [`GET ${SHOP}`]: detail({
      requestId: 7,
      state: 'changes_requested',
      at: null,
      version: version(3, { ...emptyOverlay(), preferences: { tone: 'energetic' } }),
      changesRequested: '工作日请保持平静的语气',
    }),
    [`PUT ${SHOP}/overlay`]: json({ ...version(4), changeRequest: { id: 7, state: 'open' } }, 202),
  });
  render();
  const notice = await screen.findByTestId('pending-change');
  expect(notice.textContent).toContain('变更申请 #7：');
  expect(notice.textContent).toContain('运营要求修改第 3 版');
  expect(notice.textContent).toContain('工作日请保持平静的语气');
  const tone = screen.getByLabelText('主播语气') as HTMLSelectElement;
  expect(tone.value).toBe('energetic');
  fireEvent.change(tone, { target: { value: 'calm' } });
  fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
  expect(await screen.findByText('已提交给运营审核。')).toBeTruthy();
  expect(calls.find((c) => c.method === 'PUT')!.headers.get('if-match')).toBe('"3"');
});

it('locks the form while the change is scheduled, saying when it goes live', async () => {
  fakeApi({
    'GET /harnesses/h1/draft': json({
      ...baseDraft,
      document: { ...baseDraft.document, settings: { timeZone: 'Asia/Shanghai' } },
    }),
    [`GET ${SHOP}`]: detail({
      requestId: 7,
      state: 'scheduled',
      at: '2026-12-12T12:00:00.000Z',
      version: version(3),
      changesRequested: null,
    }),
  });
  render();
  const notice = await screen.findByTestId('pending-change');
  expect(notice.textContent).toContain(
    'version 3 goes live at Dec 12, 2026, 20:00 (Asia/Shanghai). It cannot be changed until then.',
  );
  expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
  expect((screen.getByLabelText('Tone of the host') as HTMLSelectElement).disabled).toBe(true);
});
