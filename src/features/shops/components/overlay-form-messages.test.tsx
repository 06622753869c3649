// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { HarnessDocumentInput } from '../../../harness';
import { sampleHarness } from '../../../harness/sample';
import { useLanguageStore } from '../../../lib/i18n';
import { OverlayForm } from './overlay-form';
import { baseDraft, emptyOverlay, fakeApi, json, renderWithProviders, shopRecord } from './testing';

// A merchant's shop settings in Chinese: a wrong value is said at its field as it is typed
// (the overlay's own rules, checked in the browser), Save waits saying why, and the server's
// refusal lands at the field it names, gone once that field changes.

beforeEach(() => useLanguageStore.setState({ chosen: 'zh-CN' }));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const SHOP = '/harnesses/h1/shops/tea-a';
const routes = (put: Response) => ({
  'GET /harnesses/h1/draft': json(baseDraft),
  [`GET ${SHOP}`]: json({
    shop: shopRecord({ overlayVersion: 2 }),
    overlay: emptyOverlay(),
    overlayVersion: 2,
    floorRestore: null,
  }),
  [`PUT ${SHOP}/overlay`]: put,
});
const errorsOf = (input: HTMLElement) =>
  document.getElementById(`${input.id}-errors`)?.textContent ?? '';
const render = () =>
  renderWithProviders(
    <OverlayForm harnessId="h1" shopId="tea-a" readOnly={false} onPreview={() => {}} />,
  );

it('says a wrong reply limit at its field while typing, and keeps Save waiting until it is fixed', async () => {
  const calls = fakeApi(routes(json({}, 500)));
  render();
  const longest = await screen.findByLabelText('回复最长字数');
  fireEvent.change(longest, { target: { value: '5' } });

  await vi.waitFor(() => expect(errorsOf(longest)).toBe('“回复最长字数”不能小于 20。'));
  // A share typed as a percentage is said as one: 100, not the stored 1.
  const floor = screen.getByLabelText('主播可报的最低价（占原价的百分比）');
  fireEvent.change(floor, { target: { value: '150' } });
  await vi.waitFor(() =>
    expect(errorsOf(floor)).toBe('“主播可报的最低价（占原价的百分比）”不能大于 100。'),
  );
  fireEvent.change(floor, { target: { value: '70' } });
  await vi.waitFor(() => expect(errorsOf(floor)).toBe(''));
  const save = screen.getByRole('button', { name: '保存' });
  expect(save.getAttribute('aria-disabled')).toBe('true');
  expect(screen.getByTestId('save-blocked').textContent).toBe('先修正 1 个字段');
  fireEvent.click(save);
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  expect(document.activeElement).toBe(longest);

  fireEvent.change(longest, { target: { value: '80' } });
  await vi.waitFor(() => expect(errorsOf(longest)).toBe(''));
  expect(screen.queryByTestId('save-blocked')).toBeNull();
  expect(save.getAttribute('aria-disabled')).toBe('false');
});

it('puts the server’s 422 at the field in Chinese, names it by its label, and drops it once changed', async () => {
  fakeApi(
    routes(
      json(
        {
          status: 422,
          title: 'Unprocessable Content',
          detail: 'The shop’s host would not be valid with this overlay.',
          errors: [
            {
              pointer: '/overlay/preferences/greeting',
              code: 'schema.too_big',
              params: { kind: 'chars', n: 10 },
              message: 'Use at most 10 characters.',
              layer: 'overlay',
            },
          ],
        },
        422,
      ),
    ),
  );
  render();
  const greeting = await screen.findByLabelText('欢迎语');
  fireEvent.change(greeting, { target: { value: '欢迎来到青山茶铺，慢慢喝茶，慢慢聊。' } });
  const save = screen.getByRole('button', { name: '保存' });
  await vi.waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('false'));
  fireEvent.click(save);

  await vi.waitFor(() => expect(errorsOf(greeting)).toBe('“欢迎语”最多 10 个字符。'));
  const notice = screen.getByRole('alert');
  expect(notice.textContent).toContain('服务器拒绝了这次修改：保存后会不合规。');
  expect(notice.textContent).toContain('“欢迎语”最多 10 个字符。');
  expect(notice.textContent).not.toMatch(/\/overlay|\/preferences|would not be valid/);
  expect(document.activeElement).toBe(greeting);

  fireEvent.change(greeting, { target: { value: '欢迎光临！' } });
  await vi.waitFor(() => expect(errorsOf(greeting)).toBe(''));
  expect(screen.queryByRole('alert')).toBeNull();
});

it('refuses a discount floor below the platform’s at its field, naming the platform’s as the lowest', async () => {
  // A whole base (the sample at a floor of 70%): the merged host is what is checked.
  const base = structuredClone(sampleHarness) as HarnessDocumentInput;
  base.preferences = { ...base.preferences!, discountFloor: 0.7 };
  const calls = fakeApi({
    ...routes(json({}, 500)),
    'GET /harnesses/h1/draft': json({ ...baseDraft, document: base }),
  });
  render();
  const floor = await screen.findByLabelText('主播可报的最低价（占原价的百分比）');
  expect(document.getElementById(`${floor.id}-hint`)?.textContent).toContain(
    '平台的 70 是最低可填的值：店铺只能调高',
  );
  fireEvent.change(floor, { target: { value: '10' } });
  await vi.waitFor(() =>
    expect(errorsOf(floor)).toBe(
      '店铺的“主播可报的最低价（占原价的百分比）”只能比平台的更严：10% 低于平台的 70%。请填 70 或更高，或留空沿用平台的。',
    ),
  );
  const save = screen.getByRole('button', { name: '保存' });
  expect(save.getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(save);
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

  // Stricter than the platform's is the shop's to choose.
  fireEvent.change(floor, { target: { value: '85' } });
  await vi.waitFor(() => expect(errorsOf(floor)).toBe(''));
  expect(save.getAttribute('aria-disabled')).toBe('false');
});
