import { expect, it } from 'vitest';
import { describeApi } from '../../testing/describe-api';
import { createSampleHarness } from '../../testing/api-helpers';
import { diffResultSchema } from '../../../src/harness/diff/diff-schema';

const FLASH_SALE = {
  id: 'd12-longjing-tonight',
  type: 'flash_sale',
  name: '龙井今晚秒杀239元',
  scope: { kind: 'products', ids: ['p-longjing-250', 'p-maojian-100'] },
  window: { start: '2026-12-11T20:00', end: '2026-12-11T22:00', timeZone: 'Asia/Shanghai' },
  stacking: 'exclusive',
  price: 239,
};

/** A product only a test case shows: its price and category come from there. */
const MAOJIAN = { id: 'p-maojian-100', name: '信阳毛尖 100g', price: 268, category: 'green-tea' };

describeApi('the diff of a version that adds a promotion', (api) => {
  it('carries the promotion’s fields and what the host may quote before and after', async () => {
    const id = await createSampleHarness(api, { prefix: 'diff-prices' });
    const v1 = await api.as('admin', 'POST', `/harnesses/${id}/versions`, {
      body: { message: 'v1' },
    });
    expect(v1.status, v1.text).toBe(201);
    const put = await api.as(
      'ops',
      'PUT',
      `/harnesses/${id}/draft/entities/promotion/${FLASH_SALE.id}`,
      {
        body: FLASH_SALE,
        headers: { 'if-none-match': '*' },
      },
    );
    expect(put.status, put.text).toBe(201);
    const test = await api.as('qa', 'PUT', `/harnesses/${id}/test-cases/maojian-price`, {
      body: {
        name: '毛尖多少钱',
        conversation: [{ role: 'user', content: '毛尖多少钱？' }],
        context: { product: MAOJIAN },
        expectations: [{ type: 'reply_contains', values: ['268'] }],
      },
    });
    expect(test.status, test.text).toBe(201);
    const v2 = await api.as('admin', 'POST', `/harnesses/${id}/versions`, {
      body: { message: 'v2' },
    });
    expect(v2.status, v2.text).toBe(201);

    const res = await api.as('qa', 'GET', `/harnesses/${id}/diff?from=1&to=2`);
    expect(res.status, res.text).toBe(200);
    const diff = diffResultSchema.parse(res.body);
    const added = diff.changes.find((c) => c.kind === 'promotion' && c.key === FLASH_SALE.id);
    expect(added?.change).toBe('added');
    expect(added?.fields.map((f) => [f.path, f.after])).toEqual(
      expect.arrayContaining([
        ['/type', 'flash_sale'],
        ['/price', 239],
        ['/window', FLASH_SALE.window],
        ['/scope', FLASH_SALE.scope],
        ['/stacking', 'exclusive'],
      ]),
    );

    const { prices } = diff;
    expect(prices.timeZone).toBe('Asia/Shanghai');
    expect(prices.moments).toEqual([
      {
        at: '2026-12-11T12:00:00.000Z',
        promotions: [{ id: FLASH_SALE.id, name: FLASH_SALE.name, window: 'new' }],
      },
    ]);
    expect(prices.products.map((p) => [p.id, p.price, p.listPrice])).toEqual([
      ['p-longjing-250', 299, 358],
      ['p-maojian-100', 268, undefined],
    ]);
    for (const productId of ['p-longjing-250', 'p-maojian-100']) {
      const rows = prices.rows.filter((r) => r.productId === productId);
      expect(rows.length, productId).toBeGreaterThan(0);
      for (const row of rows) {
        const price = row.lines.find((l) => l.kind === 'price');
        expect(row.changed).toBe(true);
        expect(price?.after).toContain(239);
        expect(price?.before).not.toContain(239);
      }
    }

    // The OpenAPI document describes the answer with the same schema.
    const doc = await api.as<{
      paths: Record<
        string,
        {
          get: {
            responses: Record<
              string,
              { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
            >;
          };
        }
      >;
    }>('qa', 'GET', '/openapi.json');
    const schema =
      doc.body.paths['/api/v1/harnesses/{id}/diff']?.get.responses['200']?.content[
        'application/json'
      ]?.schema;
    expect(Object.keys(schema?.properties ?? {})).toEqual(['from', 'to', 'changes', 'prices']);
  });
});
