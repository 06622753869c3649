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

/** The sample's draft with only its flash sale and its member discount. */
function draft(promotionCases: boolean) {
  const document = harnessDocumentSchema.parse(sampleHarness);
  document.promotions = document.promotions.filter((p) =>
    ['baicha-flash-sale', 'member-95'].includes(p.id),
  );
  if (promotionCases) document.settings.promotionCases = true;
  return { harnessId: 'h', entities: [], document, diagnostics: [] };
}

const stored = {
  id: 'greets',
  name: 'greets',
  tags: [],
  trials: 1,
  conversation: [{ role: 'user', content: '你好' }],
  context: {},
  expectations: [{ type: 'no_banned_words' }],
};

it('lists the cases the promotions yield apart, not editable, and says why one yields none', async () => {
  fakeApi({
    'GET /harnesses/h/test-cases': json([stored]),
    'GET /harnesses/h/draft': json(draft(false)),
  });
  const link = (pointer: string) => `/editor${pointer}`;
  renderWithProviders(<SuiteSection harnessId="h" canEdit linkForPointer={link} />);
  const group = await screen.findByRole('region', { name: 'Generated from promotions (2)' });
  const table = within(group).getByRole('table', { name: 'Generated from promotions' });
  const rows = within(table).getAllByTestId('generated-case-row');
  expect(rows.map((r) => within(r).getByRole('rowheader').firstChild?.textContent)).toEqual([
    '寿眉饼预热秒杀169元: quotes 169 inside its window',
    '寿眉饼预热秒杀169元: no 169 after it ends',
  ]);
  expect(rows[0]!.textContent).toContain('generated from promotion 寿眉饼预热秒杀169元');
  expect(rows[0]!.textContent).toContain(
    'Asked at Dec 11, 2026, 20:01 about 福鼎白茶 2019年寿眉饼 357g',
  );
  expect(
    within(rows[0]!).getByRole('link', { name: 'Open the promotion' }).getAttribute('href'),
  ).toBe('/editor/promotions/0');
  expect(within(group).queryByRole('button', { name: /Delete/ })).toBeNull();
  expect(within(group).getByTestId('generated-off').textContent).toMatch(/^Not run yet/);
  expect(within(group).getByText(/会员专享95折: its product is not known/)).toBeTruthy();
  // The stored case that checks only a limit is told so where it is written.
  const row = screen.getByRole('row', { name: /greets/ });
  expect(row.textContent).toContain('can never pass');
});

it('says it in Chinese, and no "not run" once the draft runs them', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  fakeApi({
    'GET /harnesses/h/test-cases': json([stored]),
    'GET /harnesses/h/draft': json(draft(true)),
  });
  renderWithProviders(<SuiteSection harnessId="h" canEdit={false} />);
  const group = await screen.findByRole('region', { name: '由促销生成（2）' });
  expect(within(group).getByText('寿眉饼预热秒杀169元：活动期间报 169')).toBeTruthy();
  expect(within(group).getByText(/在 2026-12-11 20:01 问 福鼎白茶/)).toBeTruthy();
  expect(within(group).queryByTestId('generated-off')).toBeNull();
  expect(within(group).getByText(/会员专享95折：不知道它的商品/)).toBeTruthy();
});
