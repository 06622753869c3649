import { expect, it } from 'vitest';
import { exportFolder } from '../../../src/harness/folder';
import { harnessDocumentSchema } from '../../../src/harness';
import { uniqueId } from '../../db/testing/describe-each-database';
import { describeApi, SAMPLE_SHOP, type ApiContext } from '../../testing/describe-api';
import { auditCount, expectProblem, sampleDocument } from '../../testing/api-helpers';

// One campaign-scope rule for every way campaigns reach a base (campaign-scope.ts): the draft's
// promotion save (shops-bad-input.api.test.ts), a new harness and a folder import (here).

/** The sample with its first promotion aimed at a list of shops. */
function scopedDocument(shops: string[]) {
  const doc = sampleDocument();
  doc.promotions = doc.promotions!.map((p, i) =>
    i === 1 ? { ...p, shops: { kind: 'list' as const, shops } } : p,
  );
  return doc;
}

const folderOf = (shops: string[]) =>
  exportFolder(harnessDocumentSchema.parse(scopedDocument(shops)));

async function countRows(api: ApiContext, id: string) {
  const [harnesses, shops, draft] = await Promise.all(
    ['harnesses WHERE id', 'shops WHERE harness_id', 'draft_entities WHERE harness_id'].map(
      (from) => api.db().query(`SELECT 1 AS x FROM ${from} = ?`, [id]),
    ),
  );
  return { harnesses: harnesses!.length, shops: shops!.length, draft: draft!.length };
}

const nothing = { harnesses: 0, shops: 0, draft: 0 };

describeApi('Campaign scopes of a new harness and a folder import', (api) => {
  it('refuses a new harness whose campaign names shops it does not have, at each one', async () => {
    const id = uniqueId('scoped');
    const before = await auditCount(api.db());
    const res = await api.as('engineer', 'POST', '/harnesses', {
      body: { id, document: scopedDocument([SAMPLE_SHOP, 'nope', 'gone']) },
    });
    const problem = expectProblem(res, 422, '/document/promotions/1/shops/shops/1');
    expect(problem.errors?.map((e) => [e.pointer, e.code])).toEqual([
      ['/document/promotions/1/shops/shops/1', 'shop.unknown'],
      ['/document/promotions/1/shops/shops/2', 'shop.unknown'],
    ]);
    expect(await countRows(api, id)).toEqual(nothing);
    expect(await auditCount(api.db())).toBe(before);
  });

  it('refuses a folder import the same way, pointing into the document', async () => {
    const id = uniqueId('imp');
    const before = await auditCount(api.db());
    const res = await api.as('engineer', 'POST', '/harnesses/import', {
      body: { id, files: folderOf(['nope']) },
    });
    const problem = expectProblem(res, 422, '/promotions/1/shops/shops/0');
    expect(problem.errors?.map((e) => e.code)).toEqual(['shop.unknown']);
    expect(await countRows(api, id)).toEqual(nothing);
    expect(await auditCount(api.db())).toBe(before);
  });

  it('takes a campaign aimed at the new base’s own shop, by either way', async () => {
    const direct = await api.as('engineer', 'POST', '/harnesses', {
      body: { id: uniqueId('scoped'), document: scopedDocument([SAMPLE_SHOP]) },
    });
    expect(direct.status, direct.text).toBe(201);
    const id = uniqueId('imp');
    const imported = await api.as('engineer', 'POST', '/harnesses/import', {
      body: { id, files: folderOf([SAMPLE_SHOP]) },
    });
    expect(imported.status, imported.text).toBe(201);
    const promotion = await api.as<{ value: { shops: unknown } }>(
      'qa',
      'GET',
      `/harnesses/${id}/draft/entities/promotion/${scopedDocument([]).promotions![1]!.id}`,
    );
    expect(promotion.body.value.shops).toEqual({ kind: 'list', shops: [SAMPLE_SHOP] });
  });
});
