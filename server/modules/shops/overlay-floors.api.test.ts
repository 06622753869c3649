import { beforeAll, expect, it } from 'vitest';
import type { MergedShop, OverlayVersion, ShopDetail } from '../../../src/harness/overlay';
import { describeApi, type ApiContext } from '../../testing/describe-api';
import { auditCount, expectProblem, readEntity } from '../../testing/api-helpers';

// Safety: a shop's host is never less compliant than the platform's. An overlay
// that touches what the base locked, or drops a base entry of a floor list, is refused at
// its pointer with its layer, and nothing is written; one that adds is stored as additions.

const H = '/harnesses/sample';
const TEA = `${H}/shops/qingshan-tea`;
const BASE_TOPICS = ['政治', '竞品价格', '医疗功效', '投资理财'];

interface LayeredProblem {
  errors: { pointer: string; code: string; layer: string; params?: Record<string, unknown> }[];
}

/** The base locks its hotline variable and the host's tone (the sample locks its skill). */
async function lockMore(api: ApiContext): Promise<void> {
  const prompt = await readEntity(api, 'sample', 'prompt', 'prompt');
  const value = prompt.value as { variables: { name: string }[] };
  const locked = await api.as('ops', 'PUT', `${H}/draft/entities/prompt/prompt`, {
    body: { ...value, variables: value.variables.map((v) => ({ ...v, locked: true })) },
    headers: { 'if-match': `"${prompt.revision}"` },
  });
  expect(locked.status, locked.text).toBe(200);
  const meta = await readEntity(api, 'sample', 'meta', 'meta');
  const m = meta.value as { settings: Record<string, unknown> };
  const settings = await api.as('engineer', 'PUT', `${H}/draft/entities/meta/meta`, {
    body: { ...m, settings: { ...m.settings, lockedPreferences: ['tone'] } },
    headers: { 'if-match': `"${meta.revision}"` },
  });
  expect(settings.status, settings.text).toBe(200);
}

/** What a refused save could have written: the shop's versions and the audit log. */
async function written(api: ApiContext) {
  const [detail, versions] = await Promise.all([
    api.as<ShopDetail>('admin', 'GET', TEA),
    api.as('admin', 'GET', `${TEA}/overlay/versions?limit=100`),
  ]);
  return { detail: detail.body, versions: versions.body, audit: await auditCount(api.db()) };
}

describeApi('Shop overlays: floors and locks', (api) => {
  beforeAll(() => lockMore(api));

  const refused: [string, unknown, string, string][] = [
    [
      'switching off the locked compliance skill',
      { disabledSkills: ['greeting', 'compliance-refusal'] },
      '/overlay/disabledSkills/1',
      'overlay.locked_skill',
    ],
    [
      'setting a locked variable',
      { variables: { 'service.hotline': '400-000-0000' } },
      '/overlay/variables/service.hotline',
      'overlay.locked_variable',
    ],
    [
      'overriding a locked preference field',
      { preferences: { tone: 'energetic' } },
      '/overlay/preferences/tone',
      'overlay.locked_preference',
    ],
    [
      'a topic list dropping base topics (an old-style replacement)',
      { preferences: { forbiddenTopics: ['政治', '隔壁店铺'] } },
      '/overlay/preferences/forbiddenTopics',
      'overlay.drops_base_entries',
    ],
    [
      'a banned-word list dropping base words',
      { bannedWords: ['最好', '第一'] },
      '/overlay/bannedWords',
      'overlay.drops_base_entries',
    ],
  ];

  for (const [name, overlay, pointer, code] of refused) {
    it(`refuses ${name}: 422 at ${pointer}, layer overlay, nothing written`, async () => {
      const before = await written(api);
      const res = await api.as('admin', 'PUT', `${TEA}/overlay`, {
        body: { overlay },
        headers: { 'if-match': '"1"' },
      });
      const problem = expectProblem(res, 422, pointer) as unknown as LayeredProblem;
      expect(problem.errors.find((e) => e.pointer === pointer)).toMatchObject({
        code,
        layer: 'overlay',
      });
      expect(await written(api)).toEqual(before);
    });
  }

  it('names the base topics a replacement would drop', async () => {
    const res = await api.as('admin', 'PUT', `${TEA}/overlay`, {
      body: { overlay: { preferences: { forbiddenTopics: ['政治', '隔壁店铺'] } } },
      headers: { 'if-match': '"1"' },
    });
    const problem = expectProblem(res, 422) as unknown as LayeredProblem;
    expect(problem.errors[0]!.params).toMatchObject({
      field: 'forbiddenTopics',
      entries: '"竞品价格", "医疗功效", "投资理财"',
      count: 3,
    });
  });

  it('stores a list repeating all the base’s entries as the shop’s own additions', async () => {
    const res = await api.as<OverlayVersion>('admin', 'PUT', `${TEA}/overlay`, {
      body: {
        overlay: {
          preferences: { forbiddenTopics: [...BASE_TOPICS, '隔壁店铺'], greeting: '你好' },
          bannedWords: ['秒杀王'],
        },
      },
      headers: { 'if-match': '"1"' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.overlay.preferences).toEqual({
      forbiddenTopics: ['隔壁店铺'],
      greeting: '你好',
    });
    expect(res.body.overlay.bannedWords).toEqual(['秒杀王']);
    const merged = await api.as<MergedShop>('admin', 'GET', `${TEA}/merged`);
    const doc = merged.body.document as {
      preferences: { forbiddenTopics: string[]; tone: string };
      settings: { bannedWords: string[] };
      skills: { id: string; enabled: boolean }[];
    };
    expect(doc.preferences.forbiddenTopics).toEqual([...BASE_TOPICS, '隔壁店铺']);
    expect(doc.settings.bannedWords.at(-1)).toBe('秒杀王');
    expect(doc.settings.bannedWords).toContain('最好');
    expect(merged.body.origins.forbiddenTopics.at(-1)).toEqual({ layer: 'overlay', index: 0 });
    expect(merged.body.origins.forbiddenTopics[0]).toEqual({ layer: 'base', index: 0 });
    const detail = await api.as<ShopDetail>('admin', 'GET', TEA);
    expect(detail.body.floorRestore).toBeNull();
  });

  it('keeps the seeded shops valid and their host’s compliance skill on', async () => {
    for (const shopId of ['shanlan-tea', 'qingshan-tea', 'jinye-teahouse']) {
      const merged = await api.as<MergedShop>('qa', 'GET', `${H}/shops/${shopId}/merged`);
      expect(merged.body.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const skills = (merged.body.document as { skills: { id: string; enabled: boolean }[] })
        .skills;
      expect(skills.find((s) => s.id === 'compliance-refusal')?.enabled).toBe(true);
    }
  });
});
