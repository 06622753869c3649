import { expect } from 'vitest';
import type { ShopOverlayInput } from '../../../src/harness/overlay';
import type { ShopInput } from '../../../src/harness/schema/shop';
import { shopSchema } from '../../../src/harness/schema/shop';
import { shopOverlaySchema } from '../../../src/harness/overlay';
import { samplePromotions } from '../../../src/harness/sample/promotions';
import type { Db } from '../../db/db';
import type { ApiContext } from '../../testing/describe-api';
import { createShop } from '../shops/shop-store';
import { saveOverlay } from '../shops/overlay-store';

// Shared by the shop delivery, agent and preview tests: shops and overlays written through
// the shops store (its routes have their own tests), base versions and moves through the API.

export async function addShop(db: Db, harnessId: string, shop: ShopInput): Promise<void> {
  await createShop(db, harnessId, shopSchema.parse(shop), 'test');
}

/** Saves the shop's next overlay version; returns its number. */
export async function putOverlay(
  db: Db,
  harnessId: string,
  shopId: string,
  overlay: ShopOverlayInput,
  expectedVersion: number | null,
): Promise<number> {
  const { version } = await saveOverlay(db, harnessId, shopId, shopOverlaySchema.parse(overlay), {
    expectedVersion,
    message: 'test',
    actor: 'test',
  });
  return version.number;
}

export async function newVersion(api: ApiContext, id: string, message = 'test'): Promise<number> {
  const v = await api.as<{ number: number }>('engineer', 'POST', `/harnesses/${id}/versions`, {
    body: { message },
  });
  expect(v.status, v.text).toBe(201);
  return v.body.number;
}

export async function publish(api: ApiContext, id: string, version: number): Promise<void> {
  const res = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/production`, {
    body: { version, reason: 'test publish' },
  });
  expect(res.status, res.text).toBe(200);
}

/** A campaign in the base's draft that reaches only the shops tagged `tag`. */
export async function addTagCampaign(api: ApiContext, id: string, tag: string): Promise<string> {
  const campaign = {
    ...samplePromotions[1]!,
    id: `${tag}-campaign`,
    name: `${tag} 专享券`,
    code: `${tag.toUpperCase()}30`,
    window: { start: '2026-12-20T00:00', end: '2026-12-21T00:00', timeZone: 'Asia/Shanghai' },
    shops: { kind: 'tag', tag },
  };
  const res = await api.as(
    'ops',
    'PUT',
    `/harnesses/${id}/draft/entities/promotion/${campaign.id}`,
    {
      body: campaign,
      headers: { 'if-none-match': '*' },
    },
  );
  expect(res.status, res.text).toBe(201);
  return campaign.id;
}

/** Rows of the shop tables: a base publish must not add or change any. */
export async function shopRowStamp(db: Db, harnessId: string): Promise<string> {
  const shops = await db.query(
    'SELECT shop_id, overlay_version, updated_at FROM shops WHERE harness_id = ? ORDER BY shop_id',
    [harnessId],
  );
  const [overlays] = await db.query<{ n: number | string }>(
    'SELECT COUNT(*) AS n FROM overlay_versions WHERE harness_id = ?',
    [harnessId],
  );
  return JSON.stringify({ shops, overlays: Number(overlays!.n) });
}
