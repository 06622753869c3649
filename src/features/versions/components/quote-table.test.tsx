// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { diffHarness } from '../../../harness/diff';
import { quoteChanges } from '../../../harness/diff/quote-changes';
import { sampleContexts, sampleHarness } from '../../../harness/sample';
import { harnessDocumentSchema, type Promotion } from '../../../harness/schema';
import type { ProductContext } from '../../../harness/schema/live-context';
import { EntityChanges } from '../../../components/diff/entity-changes';
import { useLanguageStore } from '../../../lib/i18n';
import { QuoteTable } from './quote-table';
import { longjingFlashSale } from '../../../harness/testing/promotions';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const before = harnessDocumentSchema.parse(sampleHarness);
const after = structuredClone(before);
const sale: Promotion = longjingFlashSale({ start: '2026-12-11T20:00', end: '2026-12-11T22:00' });
after.promotions.push(sale);
const products = sampleContexts.map((c) => c.context.product as ProductContext);
const review = quoteChanges(before, after, { products });
const { changes } = diffHarness(before, after);

it('shows an added promotion’s fields as values: type, price in yuan, window in the zone', () => {
  render(<EntityChanges changes={changes} timeZone="Asia/Shanghai" />);
  const table = screen.getByTestId('promotion-fields');
  const row = (label: string) => within(table).getByRole('row', { name: new RegExp(`^${label}`) });
  expect(row('Type').textContent).toBe('TypeFlash sale');
  expect(row('Flash sale price').textContent).toBe('Flash sale price¥239');
  expect(row('When it runs').textContent).toContain('Dec 11, 2026, 20:00 – 22:00 (Asia/Shanghai)');
  expect(row('What it applies to').textContent).toContain('p-longjing-250');
  expect(row('Combining with others').textContent).toContain('Exclusive');
});

it('says the same in Chinese', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  render(<EntityChanges changes={changes} timeZone="Asia/Shanghai" />);
  const text = screen.getByTestId('promotion-fields').textContent;
  expect(text).toContain('¥239');
  expect(text).toContain('2026-12-11 20:00 – 22:00（Asia/Shanghai）');
  expect(text).toContain('新观众、老观众、会员');
});

it('lists the figures before and after per product, the new price marked', () => {
  render(<QuoteTable review={review} />);
  const product = screen.getByTestId('quote-product');
  expect(product.textContent).toContain('Price ¥299, list price ¥358, lowest allowed ¥214.80');
  const [first] = within(product).getAllByTestId('quote-row');
  const cells = within(first!).getAllByRole('cell');
  expect(within(first!).getByRole('rowheader').textContent).toContain('Dec 11, 2026, 20:00');
  expect(within(first!).getByRole('rowheader').textContent).toContain(
    '龙井今晚秒杀239元 now applies',
  );
  expect(cells[0]?.textContent).toBe('All viewers');
  expect(cells[1]?.textContent).not.toContain('¥239');
  expect(cells[2]?.querySelector('ins')?.textContent).toBe('¥239 (new)');
});

it('says the table in Chinese', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  render(<QuoteTable review={review} />);
  const section = screen.getByTestId('price-review');
  expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(
    '主播可报的价格（按商品）',
  );
  expect(section.textContent).toContain('售价 ¥299，原价 ¥358，最低可报 ¥214.80');
  expect(section.textContent).toContain('2026-12-11 20:00');
  expect(section.textContent).toContain('所有观众');
});
