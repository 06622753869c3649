import { expect, it } from 'vitest';
import { describeApi } from '../testing/describe-api';
import { sampleDocument } from '../testing/api-helpers';
import {
  bad,
  badInputSuite,
  bigString,
  onOneConnection,
  rawRequest,
  streamOf,
  type BadCase,
} from '../testing/bad-input';

// Malformed bodies: parsing, content type, size, unknown fields and wrong types.
// Sibling files: bad-input-writes (versions, labels, harnesses, tokens), bad-input-paths
// (ids, kinds, paging, queries, preconditions) and bad-input-entities (entity values).

const P = '/harnesses/sample';
const V = `${P}/versions`;
const L = `${P}/labels/staging`;
const PREFS = `${P}/draft/entities/preferences/preferences`;
const JSON_TYPE = { 'content-type': 'application/json' };
const MIB = 1024 * 1024;
/** Oversized requests go on their own connection: see the keep-alive test below. */
const CLOSE = { connection: 'close' };

const DEEP = '__DEEP__';
/** JSON text of `value` with the string DEEP replaced by 20,000 nested arrays. */
const deeplyNested = (value: unknown) =>
  JSON.stringify(value).replace(`"${DEEP}"`, '['.repeat(20_000) + ']'.repeat(20_000));
function harnessWithFallback() {
  const doc = sampleDocument();
  const tool = doc.tools![1]!;
  doc.tools![1] = { ...tool, binding: { ...tool.binding, fallback: DEEP } } as typeof tool;
  return doc;
}
const toolWithFallback = () => harnessWithFallback().tools![1];

const cases: BadCase[] = [
  // The body is not JSON at all.
  bad('truncated JSON', 'POST', V, undefined, 400, '', {
    rawBody: '{"message": ',
    headers: JSON_TYPE,
    code: 'bad_json',
  }),
  bad('JSON with a trailing comma', 'POST', V, undefined, 400, '', {
    rawBody: '{"message": "x",}',
    headers: JSON_TYPE,
    code: 'bad_json',
  }),
  bad('single-quoted JSON', 'PUT', PREFS, undefined, 400, '', {
    rawBody: "{'shopId': 'shanlan-tea'}",
    headers: { ...JSON_TYPE, 'if-match': '"1"' },
    code: 'bad_json',
  }),
  bad('an empty body', 'POST', V, undefined, 400, '', {
    rawBody: '',
    headers: JSON_TYPE,
    code: 'empty_body',
  }),
  bad('a whitespace body', 'POST', '/harnesses', undefined, 400, '', {
    rawBody: ' \n\t ',
    headers: JSON_TYPE,
    code: 'empty_body',
  }),
  bad('an empty body to validate', 'POST', '/validate', undefined, 400, '', {
    rawBody: '',
    headers: JSON_TYPE,
  }),
  bad('bad JSON to validate', 'POST', '/validate', undefined, 400, '', {
    rawBody: '{"schemaVersion": 2',
    headers: JSON_TYPE,
    code: 'bad_json',
  }),
  // JSON, but not an object.
  bad('a JSON null', 'POST', V, null, 400, ''),
  bad('a JSON array', 'POST', '/harnesses', [], 400, ''),
  bad('a JSON string', 'POST', V, 'release 1', 400, ''),
  bad('a JSON number', 'PUT', L, 1, 400, ''),
  // Wrong content type.
  bad('text/plain', 'POST', V, undefined, 415, undefined, {
    rawBody: '{"message":"x"}',
    headers: { 'content-type': 'text/plain' },
  }),
  bad('a form post', 'POST', V, undefined, 415, undefined, {
    rawBody: 'message=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  bad('multipart to an entity', 'PUT', PREFS, undefined, 415, undefined, {
    rawBody: '--x\r\n\r\n{}\r\n--x--',
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'if-match': '"1"' },
  }),
  bad('application/jsonp', 'POST', '/tokens', undefined, 415, undefined, {
    rawBody: '{"name":"x","role":"qa"}',
    headers: { 'content-type': 'application/jsonp' },
  }),
  bad('no content type', 'POST', V, undefined, 415, undefined, {
    send: (api) =>
      rawRequest(api, 'POST', V, { body: new TextEncoder().encode('{"message":"x"}') }),
  }),
  // Too large (2 MiB default; 4 KiB for signing in).
  bad(
    'a 2.5 MiB harness',
    'POST',
    '/harnesses',
    { document: { name: bigString(2.5 * MIB) } },
    413,
    undefined,
    { headers: CLOSE },
  ),
  bad('a 3 MiB streamed body without Content-Length', 'POST', V, undefined, 413, undefined, {
    send: (api) =>
      rawRequest(api, 'POST', V, { body: streamOf(3 * MIB), headers: { ...JSON_TYPE, ...CLOSE } }),
  }),
  bad(
    'a 3 MiB entity',
    'PUT',
    PREFS,
    { shopId: 'shanlan-tea', greeting: bigString(3 * MIB) },
    413,
    undefined,
    {
      headers: { 'if-match': '"1"', ...CLOSE },
    },
  ),
  bad('an 8 KiB sign-in', 'POST', '/session', { token: bigString(8 * 1024) }, 413, undefined, {
    who: 'anonymous',
    headers: CLOSE,
  }),
  // Pathologically nested JSON (40 KB): refused, never a stack overflow.
  bad(
    'a 20,000-deep tool fixture',
    'PUT',
    `${P}/draft/entities/tool/check_inventory`,
    undefined,
    400,
    '',
    {
      rawBody: deeplyNested(toolWithFallback()),
      headers: { ...JSON_TYPE, 'if-match': '"1"' },
    },
  ),
  bad('a 20,000-deep harness', 'POST', '/harnesses', undefined, 400, '', {
    rawBody: deeplyNested({ id: 'deep-harness', document: harnessWithFallback() }),
    headers: JSON_TYPE,
  }),
  // Unknown fields.
  bad('unknown field in a version', 'POST', V, { message: 'x', tag: 'v1' }, 400, '/tag'),
  bad(
    'unknown field in a label move',
    'PUT',
    L,
    { version: 1, reason: 'r', force: true },
    400,
    '/force',
  ),
  bad(
    'unknown field in a split',
    'PUT',
    L,
    { version: 1, split: { version: 2, percent: 10, sticky: true }, reason: 'r' },
    400,
    '/split/sticky',
  ),
  bad(
    'unknown field in a new harness',
    'POST',
    '/harnesses',
    { document: sampleDocument(), name: 'x' },
    400,
    '/name',
  ),
  bad(
    'unknown field in an import',
    'POST',
    '/harnesses/import',
    { files: {}, overwrite: true },
    400,
    '/overwrite',
  ),
  bad(
    'unknown field in a token',
    'POST',
    '/tokens',
    { name: 'x', role: 'qa', expires: 'never' },
    400,
    '/expires',
  ),
  bad(
    'unknown field in a sign-in',
    'POST',
    '/session',
    { token: 'hs_x', remember: true },
    400,
    '/remember',
    {
      who: 'anonymous',
    },
  ),
  // Wrong types.
  bad('a numeric message', 'POST', V, { message: 5 }, 400, '/message'),
  bad('a null message', 'POST', V, { message: null }, 400, '/message'),
  bad('a label version as a word', 'PUT', L, { version: 'two', reason: 'r' }, 400, '/version'),
  bad('a label version as a boolean', 'PUT', L, { version: true, reason: 'r' }, 400, '/version'),
  bad('a label version as an array', 'PUT', L, { version: [2], reason: 'r' }, 400, '/version'),
  bad('a fractional label version', 'PUT', L, { version: 1.5, reason: 'r' }, 400, '/version'),
  bad('a numeric reason', 'PUT', L, { version: 1, reason: 7 }, 400, '/reason'),
  bad('a split as text', 'PUT', L, { version: 1, split: '10%', reason: 'r' }, 400, '/split'),
  bad('a numeric token role', 'POST', '/tokens', { name: 'x', role: 5 }, 400, '/role'),
  bad('a token name as a list', 'POST', '/tokens', { name: ['x'], role: 'qa' }, 400, '/name'),
  bad(
    'import files as a list',
    'POST',
    '/harnesses/import',
    { files: ['harness.yaml'] },
    400,
    '/files',
  ),
  bad(
    'import file text as a number',
    'POST',
    '/harnesses/import',
    { files: { 'harness.yaml': 5 } },
    400,
    '/files/harness.yaml',
  ),
  bad(
    'a numeric harness id',
    'POST',
    '/harnesses',
    { id: 42, document: sampleDocument() },
    400,
    '/id',
  ),
  bad('a numeric sign-in token', 'POST', '/session', { token: 12345 }, 400, '/token', {
    who: 'anonymous',
  }),
];

describeApi('Bad input: bodies', (api) => {
  badInputSuite(api, cases, async () => {
    for (const message of ['one', 'two']) {
      const res = await api.as('admin', 'POST', V, { body: { message } });
      expect(res.status, res.text).toBe(201);
    }
  });

  it('a keep-alive client can go on after a 413 on a streamed body, small or huge', async () => {
    // Whether the server drains the rest of the body or stops reading (and says
    // "Connection: close"), the client must not reuse a socket the server then drops.
    const statuses = await onOneConnection(api, [
      { method: 'POST', path: V, chunks: 48 }, // 3 MiB
      { method: 'GET', path: P },
      { method: 'POST', path: V, chunks: 24 * 16 }, // 24 MiB
      { method: 'GET', path: `${P}/labels` },
    ]);
    expect(statuses).toEqual([413, 200, 413, 200]);
  });
});
