import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { caught } from '../../db/testing/harness-fixtures';
import { Invalid, NotFound } from '../../db/store-errors';
import {
  createToken,
  findTokenByPlaintext,
  hashToken,
  listTokens,
  revokeToken,
} from './token-store';

describeEachDatabase('token store', (getDb) => {
  it('returns the plaintext once and stores only its hash', async () => {
    const db = getDb();
    const { token, plaintext } = await createToken(db, {
      name: 'ci',
      role: 'engineer',
      actor: 'root',
    });
    expect(plaintext).toMatch(/^hs_[A-Za-z0-9_-]{43}$/);
    const rows = await db.query<Record<string, unknown>>('SELECT * FROM tokens WHERE id = ?', [
      token.id,
    ]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(plaintext);
    expect(stored).not.toContain(plaintext.slice(3));
    expect(rows[0]!.token_hash).toBe(hashToken(plaintext));
    const audit = await db.query<{ after_json: string }>(
      `SELECT after_json FROM audit_log WHERE entity = ?`,
      [`token/${token.id}`],
    );
    expect(audit[0]!.after_json).not.toContain(plaintext);
    expect(await findTokenByPlaintext(db, plaintext)).toEqual(token);
    expect(await findTokenByPlaintext(db, plaintext + 'x')).toBeNull();
    expect(await findTokenByPlaintext(db, 'nonsense')).toBeNull();
  });

  it('lists without hashes and revokes at once', async () => {
    const db = getDb();
    const { token, plaintext } = await createToken(db, {
      name: 'shop',
      role: 'merchant',
      shopId: 'tea-shop',
    });
    expect(token).toMatchObject({ role: 'merchant', shopId: 'tea-shop', revokedAt: null });
    const listed = await listTokens(db);
    expect(listed.find((t) => t.id === token.id)).toEqual(token);
    expect(JSON.stringify(listed)).not.toMatch(/hash/i);
    const revoked = await revokeToken(db, token.id, { actor: 'root' });
    expect(revoked.revokedAt).not.toBeNull();
    expect(await revokeToken(db, token.id)).toEqual(revoked);
    expect(await findTokenByPlaintext(db, plaintext)).toBeNull();
    expect((await listTokens(db, { includeRevoked: false })).map((t) => t.id)).not.toContain(
      token.id,
    );
    await expect(revokeToken(db, 'tok_missing')).rejects.toBeInstanceOf(NotFound);
  });

  it('requires a shop for merchants and a known role', async () => {
    const db = getDb();
    const noShop = await caught(createToken(db, { name: 'm', role: 'merchant' }));
    expect((noShop as Invalid).diagnostics[0]?.pointer).toBe('/shopId');
    const role = await caught(createToken(db, { name: 'x', role: 'root' as 'admin' }));
    expect((role as Invalid).diagnostics[0]?.pointer).toBe('/role');
  });
});
