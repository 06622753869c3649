import { expect, it } from 'vitest';
import { describeApi } from '../../testing/describe-api';
import { moveEntity } from './draft-store';
import { createSampleHarness, readEntity, type EntityBody } from '../../testing/api-helpers';

const CREATES = 20;

describeApi('Draft entity positions', (api) => {
  const path = (harnessId: string, key: string) =>
    `/harnesses/${harnessId}/draft/entities/skill/${key}`;

  async function skillPositions(harnessId: string): Promise<number[]> {
    const res = await api.as<{ entities: EntityBody[] }>(
      'admin',
      'GET',
      `/harnesses/${harnessId}/draft`,
    );
    expect(res.status).toBe(200);
    return res.body.entities.filter((e) => e.kind === 'skill').map((e) => e.position);
  }

  it(`${CREATES} concurrent creates of one kind get distinct positions after the others`, async () => {
    const harnessId = await createSampleHarness(api, { prefix: 'pos' });
    const before = await skillPositions(harnessId);
    const base = await readEntity(api, harnessId, 'skill', 'greeting');
    const keys = Array.from({ length: CREATES }, (_, i) => `new-skill-${i}`);
    const results = await Promise.all(
      keys.map((id) =>
        api.as<EntityBody>('engineer', 'PUT', path(harnessId, id), {
          body: { ...base.value, id },
          headers: { 'if-none-match': '*' },
        }),
      ),
    );
    for (const res of results) expect(res.status, res.text).toBe(201);
    const created = results.map((res) => res.body.position).sort((a, b) => a - b);
    const n = before.length;
    expect(created).toEqual(Array.from({ length: CREATES }, (_, i) => n + i));
    expect(new Set(await skillPositions(harnessId)).size).toBe(n + CREATES);

    // Reordering still works with the new entities in place.
    await moveEntity(api.db(), harnessId, 'skill', keys[CREATES - 1]!, 0, { actor: 'engineer' });
    const after = await skillPositions(harnessId);
    expect([...after].sort((a, b) => a - b)).toEqual(
      Array.from({ length: n + CREATES }, (_, i) => i),
    );
  });
});
