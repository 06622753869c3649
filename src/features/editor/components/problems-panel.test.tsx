// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { TestCaseInput } from '../../../harness/evaluation';
import { useLanguageStore } from '../../../lib/i18n';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import { HARNESS, draftRoute, entityOf, resetEditor, sampleDraft } from '../testing/draft-fixture';
import { useEditorStore } from '../store/editor-store';
import { ProblemsPanel } from './problems-panel';

beforeEach(() => {
  resetEditor();
  useEditorStore.setState({ problemsOpen: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

/** A case still expecting 139元 for the 寿眉饼 on screen (no promotion or fixture has 139). */
const oldPriceCase: TestCaseInput = {
  id: 'flash-old',
  name: '寿眉秒杀价（旧）',
  conversation: [{ role: 'user', content: '秒杀价多少？' }],
  context: { product: { id: 'p-shoumei-357', name: '寿眉饼', price: 149 } },
  expectations: [{ type: 'reply_contains', values: ['139元'] }],
};

/**
 * The sample's draft with the flash sale at 149 while its name still says 169元 (and a floor
 * of 50%, so 149 of 268 is no floor error here).
 */
function render() {
  const draft = sampleDraft();
  const sale = entityOf(draft, 'promotion', 'baicha-flash-sale');
  sale.value = { ...(sale.value as object), price: 149 };
  const prefs = entityOf(draft, 'preferences', 'preferences');
  prefs.value = { ...(prefs.value as object), discountFloor: 0.5 };
  fakeApi({
    [draftRoute]: json(draft),
    [`GET /harnesses/${HARNESS}/test-cases`]: json([oldPriceCase]),
  });
  renderWithProviders(<ProblemsPanel harnessId={HARNESS} />);
}

const itemOf = (code: string) =>
  document.querySelector(`[data-code="${code}"]`)!.closest('li') as HTMLElement;

it('links a contradiction to both places: the name and the price field', async () => {
  render();
  await screen.findByText(/its name says "169元", but its flash sale price is 149/);
  const item = itemOf('promotion.name_number_mismatch');
  const also = within(item).getByTestId('problem-related');
  expect(also.getAttribute('href')).toBe(
    `/harnesses/${HARNESS}/promotions/baicha-flash-sale?focus=%2Fprice`,
  );
  expect(also.textContent).toBe('Promotion baicha-flash-sale · Flash sale price');
});

it("lists a test case's unknown price with a link to the case and one to the promotion", async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  render();
  await screen.findByText(/用例“寿眉秒杀价（旧）”期望“139元”/);
  const item = itemOf('suite.unknown_price');
  expect(item.textContent).toContain('最接近的是 149，促销“寿眉饼预热秒杀169元”');
  expect(item.textContent).not.toMatch(/\/cases|\/promotions/);
  const links = within(item).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual([
    `/harnesses/${HARNESS}/tests#case-flash-old`,
    `/harnesses/${HARNESS}/promotions/baicha-flash-sale?focus=%2Fprice`,
  ]);
  expect(links[1]!.textContent).toBe('促销 baicha-flash-sale · 秒杀价');
  expect(screen.getByRole('heading', { name: '问题（2）' })).toBeTruthy();
});
