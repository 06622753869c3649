// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { EntityChange } from '../../harness/diff';
import { useLanguageStore } from '../../lib/i18n';
import { EntityChanges } from './entity-changes';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const field = (path: string, before: unknown, after: unknown) => ({
  path,
  change: 'changed' as const,
  before,
  after,
  summary: `\`${path.slice(1)}\` changed (${String(before)} → ${String(after)})`,
});

const sale: EntityChange = {
  kind: 'promotion',
  key: 'baicha-flash-sale',
  change: 'changed',
  summary: 'Promotion `baicha-flash-sale` changed: `price` changed (169 → 149); 4 more',
  fields: [
    field('/name', '寿眉饼预热秒杀169元', '寿眉饼今晚秒杀149元'),
    field('/price', 169, 149),
    field('/quota/total', 300, 500),
    field('/window/start', '2026-12-11T20:00', '2026-12-04T20:00'),
    field('/window/end', '2026-12-11T21:00', '2026-12-04T21:00'),
  ],
};

it('says a change in the reader’s language, the core’s English kept as the tooltip', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  render(<EntityChanges changes={[sale]} compact />);
  const row = screen.getByTestId('entity-change');
  expect(row.textContent).toBe('促销 baicha-flash-sale 修改 涉及名称、秒杀价、总数量，另有 2 项');
  expect(row.querySelector('strong')?.getAttribute('title')).toBe(sale.summary);
});

it('names a singleton by its kind alone, and lists the fields below it when not compact', () => {
  const prompt: EntityChange = {
    kind: 'prompt',
    key: 'prompt',
    change: 'changed',
    summary: 'Prompt changed: section `role` body changed',
    fields: [field('/sections/role', 'a', 'b')],
  };
  render(<EntityChanges changes={[prompt, { ...sale, fields: sale.fields.slice(1, 2) }]} />);
  const [first, second] = screen.getAllByTestId('entity-change');
  expect(first!.querySelector('strong')?.textContent).toBe('Prompt');
  expect(first!.querySelectorAll('.field-change')).toHaveLength(1);
  expect(second!.querySelector('strong')?.textContent).toBe('Promotion baicha-flash-sale');
});

it('calls a field with no form label by its path', () => {
  const skill: EntityChange = {
    kind: 'tool',
    key: 'list_promotions',
    change: 'changed',
    summary: 'Tool `list_promotions` changed: `binding.url` changed',
    fields: [field('/binding/url', 'http://a', 'http://b'), field('/description', 'a', 'b')],
  };
  render(<EntityChanges changes={[skill]} compact />);
  expect(screen.getByTestId('entity-change').textContent).toBe(
    'Tool list_promotions changed in binding/url, What it does',
  );
});

it('names each changed field by its label and says the change in the reader’s words', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  const tool: EntityChange = {
    kind: 'tool',
    key: 'list_promotions',
    change: 'changed',
    summary: 'Tool `list_promotions` changed: `binding.url` changed',
    fields: [field('/description', 'a', 'b')],
  };
  render(<EntityChanges changes={[tool]} />);
  const row = screen.getByTestId('entity-change').querySelector('.field-change > span')!;
  expect(row.textContent).not.toMatch(/changed|`/);
  expect(row.textContent).toMatch(/修改$/);
  expect(row.querySelector('[title]')?.getAttribute('title')).toBe('`description` changed (a → b)');
});
