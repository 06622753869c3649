import { describeApi } from '../testing/describe-api';
import { readEntity } from '../testing/api-helpers';
import { bad, badInputSuite, type BadCase } from '../testing/bad-input';

// Invalid draft entity values: each is 422 with a pointer into the entity, and writes nothing.

const E = '/harnesses/sample/draft/entities';
const KEYS = {
  preferences: 'preferences',
  prompt: 'prompt',
  meta: 'meta',
  skill: 'greeting',
  tool: 'check_inventory',
  hook: 'off-topic-guard',
  promotion: 'double12-threshold',
} as const;
type Kind = keyof typeof KEYS;
const values = new Map<Kind, Record<string, unknown>>();

/** A PUT of the sample's entity of `kind` with a change; bodies are built once values are read. */
function badEdit(
  name: string,
  kind: Kind,
  change: (v: Record<string, unknown>) => unknown,
  status: number,
  pointer?: string,
  path = `${E}/${kind}/${KEYS[kind]}`,
  headers: Record<string, string> = { 'if-match': '"1"' },
): BadCase {
  const c = bad(name, 'PUT', path, undefined, status, pointer, { headers });
  Object.defineProperty(c, 'body', { get: () => change(structuredClone(values.get(kind)!)) });
  return c;
}

const create = { 'if-none-match': '*' };
const cases: BadCase[] = [
  // The id in the body must be the key in the path.
  badEdit('a skill id unlike its key', 'skill', (v) => ({ ...v, id: 'coupon-push' }), 422, '/id'),
  badEdit(
    'a tool name unlike its key',
    'tool',
    (v) => ({ ...v, name: 'get_product_detail' }),
    422,
    '/name',
  ),
  badEdit(
    'a hook id unlike its key',
    'hook',
    (v) => ({ ...v, id: 'price-consistency' }),
    422,
    '/id',
  ),
  badEdit(
    'a promotion id unlike its key',
    'promotion',
    (v) => ({ ...v, id: 'member-95' }),
    422,
    '/id',
  ),
  // Ids and names.
  badEdit(
    'a skill id with upper case',
    'skill',
    (v) => ({ ...v, id: 'Bad_Skill' }),
    422,
    '/id',
    `${E}/skill/Bad_Skill`,
    create,
  ),
  badEdit(
    'a skill id with "--"',
    'skill',
    (v) => ({ ...v, id: 'a--b' }),
    422,
    '/id',
    `${E}/skill/a--b`,
    create,
  ),
  badEdit(
    'a tool name with a dot',
    'tool',
    (v) => ({ ...v, name: 'get.detail' }),
    422,
    '/name',
    `${E}/tool/get_detail`,
    create,
  ),
  badEdit(
    'a skill allowing a badly named tool',
    'skill',
    (v) => ({ ...v, allowedTools: ['no such tool'] }),
    422,
    '/allowedTools/0',
  ),
  // Hooks.
  badEdit('an unknown hook event', 'hook', (v) => ({ ...v, event: 'on_tuesday' }), 422, '/event'),
  badEdit(
    'a hook timeout of 10 s',
    'hook',
    (v) => ({ ...v, timeoutMs: 10_000 }),
    422,
    '/timeoutMs',
  ),
  badEdit('a hook without source', 'hook', (v) => ({ ...v, source: undefined }), 422, '/source'),
  // Promotions.
  badEdit(
    'a promotion window starting "tomorrow"',
    'promotion',
    (v) => ({ ...v, window: { ...(v.window as object), start: 'tomorrow' } }),
    422,
    '/window/start',
  ),
  badEdit(
    'a promotion window in an unknown zone',
    'promotion',
    (v) => ({ ...v, window: { ...(v.window as object), timeZone: 'Mars/Olympus' } }),
    422,
    '/window/timeZone',
  ),
  badEdit(
    'a promotion window with an unknown field',
    'promotion',
    (v) => ({ ...v, window: { ...(v.window as object), tz: 'UTC' } }),
    422,
    '/window/tz',
  ),
  badEdit(
    'a promotion without a window',
    'promotion',
    (v) => ({ ...v, window: undefined }),
    422,
    '/window',
  ),
  badEdit(
    'a promotion of an unknown type',
    'promotion',
    (v) => ({ ...v, type: 'bogo' }),
    422,
    '/type',
  ),
  badEdit('a negative discount', 'promotion', (v) => ({ ...v, discount: -5 }), 422, '/discount'),
  // Preferences.
  badEdit(
    'discountFloor 1.5',
    'preferences',
    (v) => ({ ...v, discountFloor: 1.5 }),
    422,
    '/discountFloor',
  ),
  badEdit(
    'discountFloor -0.1',
    'preferences',
    (v) => ({ ...v, discountFloor: -0.1 }),
    422,
    '/discountFloor',
  ),
  badEdit(
    'discountFloor as text',
    'preferences',
    (v) => ({ ...v, discountFloor: '0.5' }),
    422,
    '/discountFloor',
  ),
  badEdit('an unknown tone', 'preferences', (v) => ({ ...v, tone: 'sarcastic' }), 422, '/tone'),
  badEdit(
    "another shop's id",
    'preferences',
    (v) => ({ ...v, shopId: 'other-shop' }),
    422,
    '/shopId',
  ),
  badEdit('no shop name', 'preferences', (v) => ({ ...v, shopName: undefined }), 422, '/shopName'),
  badEdit('an unknown preference', 'preferences', (v) => ({ ...v, color: 'red' }), 422, '/color'),
  badEdit(
    'maxReplyChars 5',
    'preferences',
    (v) => ({ ...v, maxReplyChars: 5 }),
    422,
    '/maxReplyChars',
  ),
  badEdit(
    'a forbidden topic that is empty',
    'preferences',
    (v) => ({ ...v, forbiddenTopics: [''] }),
    422,
    '/forbiddenTopics/0',
  ),
  // Other kinds and shapes.
  badEdit('a skill enabled "yes"', 'skill', (v) => ({ ...v, enabled: 'yes' }), 422, '/enabled'),
  badEdit(
    'a skill without a description',
    'skill',
    (v) => ({ ...v, description: '' }),
    422,
    '/description',
  ),
  badEdit(
    'meta of schemaVersion 1',
    'meta',
    (v) => ({ ...v, schemaVersion: 1 }),
    422,
    '/schemaVersion',
  ),
  badEdit(
    'a model temperature of 3',
    'meta',
    (v) => ({ ...v, model: { ...(v.model as object), temperature: 3 } }),
    422,
    '/model/temperature',
  ),
  badEdit(
    'prompt sections as text',
    'prompt',
    (v) => ({ ...v, sections: 'hello' }),
    422,
    '/sections',
  ),
  badEdit(
    'a prompt section with a bad id',
    'prompt',
    (v) => ({ ...v, sections: [{ id: 'A B', title: 't', body: 'b' }] }),
    422,
    '/sections/0/id',
  ),
  badEdit('an entity that is null', 'skill', () => null, 422, ''),
  badEdit('an entity that is a list', 'preferences', (v) => [v], 422, ''),
  // Deletes.
  bad('deleting the preferences', 'DELETE', `${E}/preferences/preferences`, undefined, 422, '', {
    headers: { 'if-match': '"1"' },
  }),
  bad('deleting a missing skill', 'DELETE', `${E}/skill/no-such-skill`, undefined, 404, undefined, {
    headers: { 'if-match': '"1"' },
  }),
  bad(
    'deleting a skill at a stale revision',
    'DELETE',
    `${E}/skill/greeting`,
    undefined,
    412,
    undefined,
    { headers: { 'if-match': '"5"' } },
  ),
];

describeApi('Bad input: entity values', (api) => {
  badInputSuite(api, cases, async () => {
    for (const [kind, key] of Object.entries(KEYS) as [Kind, string][]) {
      values.set(kind, (await readEntity(api, 'sample', kind, key)).value);
    }
  });
});
