import { expect, it } from 'vitest';
import { describeApi } from '../../testing/describe-api';
import { createSampleHarness, expectProblem } from '../../testing/api-helpers';
import type { ChangeRequest } from '../../../src/harness/release/change-request';
import type { PinSuggestions } from '../../../src/harness/release/suggested-rooms';

const FLASH = {
  id: 'dianhong-flash',
  type: 'flash_sale',
  name: '滇红秒杀139元',
  scope: { kind: 'products', ids: ['p-dianhong-200'] },
  window: { start: '2026-12-20T19:30', end: '2026-12-20T20:30', timeZone: 'Asia/Shanghai' },
  stacking: 'exclusive',
  price: 139,
};

describeApi('pinned previews in a room and at a time', (api) => {
  it('suggests a room at each promotion the proposal adds and keeps the room with the pin', async () => {
    const id = await createSampleHarness(api, { prefix: 'pin-room' });
    const v1 = await api.as('admin', 'POST', `/harnesses/${id}/versions`, {
      body: { message: 'v1' },
    });
    expect(v1.status, v1.text).toBe(201);
    const staged = await api.as('admin', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: { version: 1, reason: 'start' },
    });
    expect(staged.status, staged.text).toBe(200);
    const put = await api.as(
      'ops',
      'PUT',
      `/harnesses/${id}/draft/entities/promotion/dianhong-flash`,
      {
        body: FLASH,
        headers: { 'if-none-match': '*' },
      },
    );
    expect(put.status, put.text).toBe(201);
    const opened = await api.as<ChangeRequest>('ops', 'POST', `/harnesses/${id}/change-requests`, {
      body: {
        title: 'Flash sale',
        target: { kind: 'label', label: 'staging' },
        source: { kind: 'draft' },
      },
    });
    expect(opened.status, opened.text).toBe(201);
    const path = `/harnesses/${id}/change-requests/${opened.body.id}`;

    const suggestions = await api.as<PinSuggestions>('qa', 'GET', `${path}/pins/suggestions`);
    expect(suggestions.status, suggestions.text).toBe(200);
    expect(suggestions.body).toMatchObject({ before: 1, after: 2 });
    expect(suggestions.body.rooms).toHaveLength(1);
    const [room] = suggestions.body.rooms;
    expect(room).toMatchObject({
      id: 'promotion:dianhong-flash',
      title: '滇红秒杀139元',
      change: 'added',
      context: { now: '2026-12-20T19:31:00+08:00', product: { id: 'p-dianhong-200', price: 159 } },
    });

    const pinned = await api.as<ChangeRequest>('qa', 'POST', `${path}/pins`, {
      body: {
        contextId: room!.id,
        contextTitle: room!.title,
        context: room!.context,
        question: '秒杀多少钱？',
        before: '没有秒杀。',
        after: '今晚秒杀139元。',
      },
    });
    expect(pinned.status, pinned.text).toBe(201);
    // A sample room named by id alone is kept with that room's own context.
    const sample = await api.as<ChangeRequest>('qa', 'POST', `${path}/pins`, {
      body: { contextId: 'member-dianhong', question: '有券吗', before: null, after: null },
    });
    expect(sample.status, sample.text).toBe(201);
    const read = await api.as<ChangeRequest>('publisher', 'GET', path);
    expect(read.body.pins.map((p) => [p.contextId, p.contextTitle, p.context?.now])).toEqual([
      ['promotion:dianhong-flash', '滇红秒杀139元', '2026-12-20T19:31:00+08:00'],
      ['member-dianhong', '双十二晚9点·金卡会员问滇红', '2026-12-12T21:05:00+08:00'],
    ]);

    // A room's time is an instant with its offset, as the runtime reads it.
    expectProblem(
      await api.as('qa', 'POST', `${path}/pins`, {
        body: {
          contextId: 'x',
          context: { now: '2026-12-20 19:31' },
          question: 'q',
          before: null,
          after: null,
        },
      }),
      400,
      '/context/now',
    );
  });

  it('suggests nothing for a change without promotions, or a request of another harness', async () => {
    const id = await createSampleHarness(api, { prefix: 'pin-none' });
    await api.as('admin', 'POST', `/harnesses/${id}/versions`, { body: { message: 'v1' } });
    const opened = await api.as<ChangeRequest>('ops', 'POST', `/harnesses/${id}/change-requests`, {
      body: {
        title: 'Same',
        target: { kind: 'label', label: 'production' },
        source: { kind: 'version', version: 1 },
      },
    });
    expect(opened.status, opened.text).toBe(201);
    const path = `/harnesses/${id}/change-requests/${opened.body.id}/pins/suggestions`;
    // Nothing served yet: every promotion of the proposal is new.
    const all = await api.as<PinSuggestions>('qa', 'GET', path);
    expect(all.body.before).toBeNull();
    expect(all.body.rooms.map((r) => r.promotionId)).toEqual([
      'double12-threshold',
      'new-viewer-coupon',
      'baicha-flash-sale',
      'member-95',
    ]);
    expectProblem(
      await api.as('qa', 'GET', `/harnesses/${id}/change-requests/999999/pins/suggestions`),
      404,
    );
  });
});
