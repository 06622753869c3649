import { describe, expect, it } from 'vitest';
import { toPostgresPlaceholders as rewrite } from './placeholders';

describe('toPostgresPlaceholders', () => {
  it('numbers each bare ? in order, and none inside plain strings and identifiers', () => {
    expect(rewrite(`SELECT '?' AS "a?", 'it''s ?' AS "b""?", ? FROM t WHERE c IN (?, ?)`)).toBe(
      `SELECT '?' AS "a?", 'it''s ?' AS "b""?", $1 FROM t WHERE c IN ($2, $3)`,
    );
  });

  it("leaves ? inside E'...' strings, where a backslash escapes the quote", () => {
    expect(rewrite(`SELECT E'it\\'s ?', e'\\\\', ?`)).toBe(`SELECT E'it\\'s ?', e'\\\\', $1`);
    // In a plain string a backslash is just a character (standard_conforming_strings).
    expect(rewrite(`SELECT 'a\\', ?`)).toBe(`SELECT 'a\\', $1`);
    // Unterminated: left for PostgreSQL to refuse, not rewritten.
    expect(rewrite(`SELECT ?, E'open \\' ?`)).toBe(`SELECT $1, E'open \\' ?`);
  });

  it('leaves ? inside -- comments up to the end of the line', () => {
    expect(rewrite('SELECT ? -- why ?\n, ?')).toBe('SELECT $1 -- why ?\n, $2');
  });

  it('leaves ? inside /* */ comments, nested ones included', () => {
    expect(rewrite('SELECT /* a ? /* b ? */ c ? */ ?')).toBe('SELECT /* a ? /* b ? */ c ? */ $1');
  });

  it('leaves ? inside $$ and $tag$ bodies, and keeps $n and identifiers with $', () => {
    expect(rewrite('DO $$ SELECT ? $$; SELECT ?')).toBe('DO $$ SELECT ? $$; SELECT $1');
    expect(rewrite('SELECT $fn$ a ? $x$ ? $fn$, ?')).toBe('SELECT $fn$ a ? $x$ ? $fn$, $1');
    expect(rewrite('SELECT a$b$ + ?, $1')).toBe('SELECT a$b$ + $1, $1');
  });

  it('spells the jsonb operators ?, ?| and ?& as ??, ??| and ??&', () => {
    expect(rewrite('SELECT v ?? ?, v ??| ?, v ??& ? FROM t')).toBe(
      'SELECT v ? $1, v ?| $2, v ?& $3 FROM t',
    );
  });
});
