import { expect } from 'vitest';
import { describeApi } from '../testing/describe-api';
import { sampleDocument } from '../testing/api-helpers';
import { bad, badInputSuite, type BadCase } from '../testing/bad-input';

// Malformed versions, label moves, new harnesses, imports, tokens and sign-ins.
// The sample harness has versions 1 and 2; nothing here may write anything.

const P = '/harnesses/sample';
const V = `${P}/versions`;
const L = `${P}/labels/staging`;

function documentWith(change: (doc: Record<string, unknown>) => void): unknown {
  const doc = sampleDocument() as unknown as Record<string, unknown>;
  change(doc);
  return doc;
}

const cases: BadCase[] = [
  // Versions.
  bad('an empty version message', 'POST', V, { message: '' }, 400, '/message'),
  bad('a blank version message', 'POST', V, { message: '  \n ' }, 400, '/message'),
  bad('no version message', 'POST', V, {}, 400, '/message'),
  bad('a 2,001-character message', 'POST', V, { message: 'm'.repeat(2_001) }, 400, '/message'),
  bad('a version by a merchant', 'POST', V, { message: 'x' }, 403, undefined, { who: 'merchant' }),
  // Label moves.
  bad('a move to a missing version', 'PUT', L, { version: 99, reason: 'r' }, 422, '/version'),
  bad('a move to version 0', 'PUT', L, { version: 0, reason: 'r' }, 400, '/version'),
  bad('a move to a negative version', 'PUT', L, { version: -1, reason: 'r' }, 400, '/version'),
  bad('no version in a move', 'PUT', L, { reason: 'r' }, 400, '/version'),
  bad(
    'a split of 0%',
    'PUT',
    L,
    { version: 1, split: { version: 2, percent: 0 }, reason: 'r' },
    400,
    '/split/percent',
  ),
  bad(
    'a split of 100%',
    'PUT',
    L,
    { version: 1, split: { version: 2, percent: 100 }, reason: 'r' },
    400,
    '/split/percent',
  ),
  bad(
    'a split of 12.5%',
    'PUT',
    L,
    { version: 1, split: { version: 2, percent: 12.5 }, reason: 'r' },
    400,
    '/split/percent',
  ),
  bad(
    'a split with no percent',
    'PUT',
    L,
    { version: 1, split: { version: 2 }, reason: 'r' },
    400,
    '/split/percent',
  ),
  bad(
    'a split to a missing version',
    'PUT',
    L,
    { version: 1, split: { version: 99, percent: 10 }, reason: 'r' },
    422,
    '/split/version',
  ),
  bad(
    'a split to the same version',
    'PUT',
    L,
    { version: 1, split: { version: 1, percent: 10 }, reason: 'r' },
    422,
    '/split/version',
  ),
  bad('no reason', 'PUT', L, { version: 1 }, 400, '/reason'),
  bad('a blank reason', 'PUT', L, { version: 1, reason: '   ' }, 400, '/reason'),
  bad(
    'a 1,001-character reason',
    'PUT',
    L,
    { version: 1, reason: 'r'.repeat(1_001) },
    400,
    '/reason',
  ),
  bad('a label that does not exist', 'PUT', `${P}/labels/canary`, { version: 1, reason: 'r' }, 404),
  bad(
    'production moved by ops',
    'PUT',
    `${P}/labels/production`,
    { version: 1, reason: 'r' },
    403,
    undefined,
    {
      who: 'ops',
    },
  ),
  // New harnesses.
  bad(
    'a harness without a name',
    'POST',
    '/harnesses',
    { document: documentWith((d) => delete d.name) },
    422,
    '/document/name',
  ),
  bad(
    'a harness with a bad skill id',
    'POST',
    '/harnesses',
    { document: documentWith((d) => ((d.skills as { id: string }[])[0]!.id = 'Bad Skill')) },
    422,
    '/document/skills/0/id',
  ),
  bad(
    'a harness with a bad shop id',
    'POST',
    '/harnesses',
    {
      document: documentWith((d) => ((d.preferences as { shopId: string }).shopId = 'Other Shop')),
    },
    422,
    '/document/preferences/shopId',
  ),
  bad(
    'a harness of schemaVersion 99',
    'POST',
    '/harnesses',
    { document: documentWith((d) => (d.schemaVersion = 99)) },
    422,
    '/document/schemaVersion',
  ),
  bad(
    'a harness without a document',
    'POST',
    '/harnesses',
    { id: 'no-document' },
    400,
    '/document',
  ),
  bad(
    'a harness id with spaces',
    'POST',
    '/harnesses',
    { id: 'Bad Id', document: sampleDocument() },
    400,
    '/id',
  ),
  bad(
    'a harness id of 2 characters',
    'POST',
    '/harnesses',
    { id: 'ab', document: sampleDocument() },
    400,
    '/id',
  ),
  bad(
    'a harness id that exists',
    'POST',
    '/harnesses',
    { id: 'sample', document: sampleDocument() },
    409,
  ),
  bad(
    'a harness created by ops',
    'POST',
    '/harnesses',
    { document: sampleDocument() },
    403,
    undefined,
    { who: 'ops' },
  ),
  // Imports.
  bad('an import with bad YAML', 'POST', '/harnesses/import', undefined, 422, undefined, {
    code: 'folder.bad_yaml',
  }),
  bad('an import without harness.yaml', 'POST', '/harnesses/import', undefined, 422, '', {
    code: 'folder.missing_manifest',
  }),
  bad(
    'an import with a ".." path',
    'POST',
    '/harnesses/import',
    { files: { '../x.md': 'a' } },
    400,
    '/files/..~1x.md',
  ),
  bad(
    'an import with an absolute path',
    'POST',
    '/harnesses/import',
    { files: { '/etc/passwd': 'a' } },
    400,
    '/files/~1etc~1passwd',
  ),
  bad('an import over an existing id', 'POST', '/harnesses/import', undefined, 409),
  bad(
    'an import with a bad id',
    'POST',
    '/harnesses/import',
    { id: 'UPPER', files: {} },
    400,
    '/id',
  ),
  // Tokens and sign-in.
  bad(
    'a merchant token without a shop',
    'POST',
    '/tokens',
    { name: 'm', role: 'merchant' },
    400,
    '/shopId',
  ),
  bad('a token with an unknown role', 'POST', '/tokens', { name: 'r', role: 'root' }, 400, '/role'),
  bad('a token with a blank name', 'POST', '/tokens', { name: '  ', role: 'qa' }, 400, '/name'),
  bad(
    'a token with a bad shop id',
    'POST',
    '/tokens',
    { name: 's', role: 'merchant', shopId: 'Shop!' },
    400,
    '/shopId',
  ),
  bad('a token without a name', 'POST', '/tokens', { role: 'qa' }, 400, '/name'),
  bad('a sign-in with an empty token', 'POST', '/session', { token: '' }, 400, '/token', {
    who: 'anonymous',
  }),
  bad('a sign-in without a token', 'POST', '/session', {}, 400, '/token', { who: 'anonymous' }),
];

// Import bodies need the exported sample folder, read in setup.
const importCase = (name: string) => cases.find((c) => c.name === name)!;

describeApi('Bad input: versions, labels, harnesses, tokens', (api) => {
  badInputSuite(api, cases, async () => {
    for (const message of ['one', 'two']) {
      const res = await api.as('admin', 'POST', V, { body: { message } });
      expect(res.status, res.text).toBe(201);
    }
    const exported = await api.as<{ files: Record<string, string> }>('admin', 'GET', `${P}/export`);
    const folder = exported.body.files;
    const { 'harness.yaml': _, ...withoutManifest } = folder;
    importCase('an import with bad YAML').body = {
      files: { ...folder, 'harness.yaml': 'name: [unclosed\n' },
    };
    importCase('an import without harness.yaml').body = { files: withoutManifest };
    importCase('an import over an existing id').body = { id: 'sample', files: folder };
  });
});
