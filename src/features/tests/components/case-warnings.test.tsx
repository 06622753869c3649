// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { harnessDocumentSchema } from '../../../harness';
import { sampleHarness } from '../../../harness/sample';
import { useLanguageStore } from '../../../lib/i18n';
import { SuiteSection } from './suite-section';
import { fakeApi, json, renderWithProviders } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

/** The sample's draft with the flash sale down to 149 (its fixtures and name still say 169). */
function draftAt149() {
  const document = harnessDocumentSchema.parse(sampleHarness);
  const sale = document.promotions.find((p) => p.id === 'baicha-flash-sale')!;
  if (sale.type === 'flash_sale') sale.price = 149;
  return { harnessId: 'h', entities: [], document, diagnostics: [] };
}

const expects = (id: string, value: string) => ({
  id,
  name: id,
  tags: [],
  trials: 1,
  conversation: [{ role: 'user', content: '秒杀价多少？' }],
  context: { product: { id: 'p-shoumei-357', name: '寿眉饼', price: 149 } },
  expectations: [{ type: 'reply_contains', values: [value] }],
});

it('says at the case which price no promotion has any more, linking the promotion', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  fakeApi({
    'GET /harnesses/h/test-cases': json([expects('old', '139元'), expects('current', '149元')]),
    'GET /harnesses/h/draft': json(draftAt149()),
  });
  const link = (pointer: string) => `/editor${pointer}`;
  renderWithProviders(<SuiteSection harnessId="h" canEdit={false} linkForPointer={link} />);
  const warning = await screen.findByText(/用例“old”期望“139元”/);
  expect(warning.textContent).toContain('最接近的是 149');
  expect(within(warning).getByRole('link', { name: '打开促销' }).getAttribute('href')).toBe(
    '/editor/promotions/2/price',
  );
  // The case that expects the current price has nothing to say.
  const current = screen.getByRole('row', { name: /current/ });
  expect(within(current).queryByRole('list', { name: '与草稿不符之处' })).toBeNull();
  expect(document.getElementById('case-old')).toBeTruthy();
});
