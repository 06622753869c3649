import { SHOP_BATCH_LIMIT, checkShopBatch } from '../../../harness/overlay';
import type { Shop } from '../types';
import type { FieldProblem } from '../../../lib/diagnostic-message';

/** Tags in one CSV cell: `tea;vip` (a comma is the column separator). */
export const CSV_TAG_SEPARATOR = ';';

/** The header names, any case and order; other columns are ignored. */
export const CSV_COLUMNS = ['id', 'name', 'tags'] as const;

export interface CsvRow {
  /** The file's line the row starts on (the header is line 1). */
  line: number;
  shop: Shop;
  problems: FieldProblem[];
}

export type ShopCsv =
  | { ok: true; rows: CsvRow[] }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'columns'; missing: string[] }
  | { ok: false; reason: 'too_many'; count: number };

/** RFC 4180 records: quoted cells may hold commas, quotes ("") and line breaks. */
function records(text: string): { cells: string[]; line: number }[] {
  const out: { cells: string[]; line: number }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) out.push({ cells, line: start });
    cells = [];
    cell = '';
  };
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += ch;
  }
  endRecord();
  return out;
}

const tagsOf = (cell: string) => [
  ...new Set(
    cell
      .split(CSV_TAG_SEPARATOR)
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/**
 * A CSV file of shops (`id,name,tags`) as the batch it sends, each row checked by the core's
 * own batch check, its problems at the row (pointers `/items/<i>/...` as the server says them).
 */
export function readShopCsv(text: string): ShopCsv {
  const [header, ...data] = records(text);
  if (!header) return { ok: false, reason: 'empty' };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const missing = CSV_COLUMNS.filter((c) => c !== 'tags' && !names.includes(c));
  if (missing.length > 0) return { ok: false, reason: 'columns', missing };
  if (data.length === 0) return { ok: false, reason: 'empty' };
  if (data.length > SHOP_BATCH_LIMIT) return { ok: false, reason: 'too_many', count: data.length };
  const at = (cells: string[], column: string) => cells[names.indexOf(column)] ?? '';
  const rows: CsvRow[] = data.map(({ cells, line }) => ({
    line,
    shop: {
      shopId: at(cells, 'id').trim(),
      name: at(cells, 'name').trim(),
      tags: tagsOf(at(cells, 'tags')),
    },
    problems: [],
  }));
  const checked = checkShopBatch(rows.map((r) => r.shop));
  if (!checked.ok) placeProblems(rows, checked.diagnostics);
  return { ok: true, rows };
}

/** Puts each `/items/<i>/...` problem at its row. */
export function placeProblems(rows: CsvRow[], problems: readonly FieldProblem[]): void {
  for (const p of problems) {
    const index = Number(p.pointer.split('/')[2]);
    rows[index]?.problems.push(p);
  }
}
