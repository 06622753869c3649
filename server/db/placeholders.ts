/**
 * Rewrites `?` placeholders as PostgreSQL's `$1, $2...`. A `?` inside a string ('...' with
 * '' escapes, E'...' with backslash escapes), a quoted identifier ("..."), a comment (-- and
 * nested /* *\/) or a dollar-quoted body ($$...$$, $tag$...$tag$) is left alone.
 *
 * jsonb's `?`, `?|` and `?&` operators are spelled `??`, `??|` and `??&` in our SQL (the
 * JDBC convention): `??` becomes one literal `?`, never a placeholder.
 */
export function toPostgresPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    const next = sql[i + 1];
    let end: number;
    if (ch === "'") end = quotedEnd(sql, i, "'", false);
    else if ((ch === 'E' || ch === 'e') && next === "'" && !isIdentChar(sql[i - 1]))
      end = quotedEnd(sql, i + 1, "'", true);
    else if (ch === '"') end = quotedEnd(sql, i, '"', false);
    else if (ch === '-' && next === '-') end = lineCommentEnd(sql, i);
    else if (ch === '/' && next === '*') end = blockCommentEnd(sql, i);
    else if (ch === '$' && !isIdentChar(sql[i - 1])) end = dollarQuotedEnd(sql, i);
    else if (ch === '?' && next === '?') {
      out += '?';
      i += 2;
      continue;
    } else if (ch === '?') {
      out += `$${++n}`;
      i += 1;
      continue;
    } else end = i + 1;
    out += sql.slice(i, end);
    i = end;
  }
  return out;
}

function isIdentChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{N}_$]/u.test(ch);
}

/** Index just past the closing quote; a doubled quote (and with backslashes, `\x`) is inside. */
function quotedEnd(sql: string, open: number, quote: string, backslashes: boolean): number {
  let i = open + 1;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (backslashes && ch === '\\') i += 2;
    else if (ch === quote && sql[i + 1] === quote) i += 2;
    else if (ch === quote) return i + 1;
    else i += 1;
  }
  return sql.length; // unterminated: PostgreSQL will refuse it, we only must not rewrite it
}

function lineCommentEnd(sql: string, start: number): number {
  const nl = sql.indexOf('\n', start);
  return nl < 0 ? sql.length : nl;
}

/** PostgreSQL's block comments nest. */
function blockCommentEnd(sql: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else i += 1;
  }
  return sql.length;
}

/** `$tag$...$tag$` (tag optional); a `$` not opening one (as in `$1`) is one character. */
function dollarQuotedEnd(sql: string, start: number): number {
  const tag = /^\$(?:[\p{L}_][\p{L}\p{N}_]*)?\$/u.exec(sql.slice(start, start + 64))?.[0];
  if (!tag) return start + 1;
  const close = sql.indexOf(tag, start + tag.length);
  return close < 0 ? sql.length : close + tag.length;
}
