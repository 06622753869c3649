import { describe, expect, it } from 'vitest';
import { readShopCsv } from './shop-csv';

describe('readShopCsv', () => {
  it('reads id, name and ;-separated tags in any column order, quotes and CRLF included', () => {
    const csv = '\uFEFFName,ID,Tags\r\n"Tea, A",tea-a,tea; VIP ;tea\r\n"Say ""hi""",tea-b,\r\n\r\n';
    const read = readShopCsv(csv);
    expect(read).toEqual({
      ok: true,
      rows: [
        { line: 2, shop: { shopId: 'tea-a', name: 'Tea, A', tags: ['tea', 'vip'] }, problems: [] },
        { line: 3, shop: { shopId: 'tea-b', name: 'Say "hi"', tags: [] }, problems: [] },
      ],
    });
  });

  it('puts each problem at its row, a repeated id at the later one', () => {
    const read = readShopCsv('id,name,tags\ntea-a,A,\nBad Id,,\ntea-a,A again,');
    if (!read.ok) throw new Error('not read');
    expect(read.rows.map((r) => r.problems.map((p) => [p.pointer, p.code]))).toEqual([
      [],
      [
        ['/items/1/shopId', 'schema.invalid_format'],
        ['/items/1/name', 'schema.too_small'],
      ],
      [['/items/2/shopId', 'shop.duplicate']],
    ]);
  });

  it('refuses a file without its columns, an empty one and one over 1,000 rows', () => {
    expect(readShopCsv('id,title\na,b')).toEqual({
      ok: false,
      reason: 'columns',
      missing: ['name'],
    });
    expect(readShopCsv('')).toEqual({ ok: false, reason: 'empty' });
    expect(readShopCsv('id,name,tags\n')).toEqual({ ok: false, reason: 'empty' });
    const many = ['id,name', ...Array.from({ length: 1_001 }, (_, i) => `s-${i},S ${i}`)];
    expect(readShopCsv(many.join('\n'))).toEqual({ ok: false, reason: 'too_many', count: 1_001 });
  });
});
