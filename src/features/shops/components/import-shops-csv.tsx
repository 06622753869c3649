import { useState, type ChangeEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { fieldMessageText } from '../../../lib/diagnostic-message';
import { useLanguage, useT } from '../../../lib/i18n';
import { problemMessage } from '../../../lib/problem-message';
import type { ShopBatchResult } from '../../../harness/overlay';
import { useBatchShops } from '../api/batch-shops';
import { placeProblems, readShopCsv, type CsvRow, type ShopCsv } from '../model/shop-csv';
import { formatTags } from '../model/tags';

type Refusal = Exclude<ShopCsv, { ok: true }>;

/**
 * Ops import shops from a CSV file: the rows read and checked in the browser, each row's
 * change asked of the server (a dry run), then one batch that creates or updates them all.
 */
export function ImportShopsCsv({ harnessId }: { harnessId: string }) {
  const t = useT();
  const lang = useLanguage();
  const preview = useBatchShops();
  const run = useBatchShops();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [rows, setRows] = useState<CsvRow[]>([]);

  const ask = (next: CsvRow[]) => {
    setRows(next);
    if (next.some((r) => r.problems.length > 0)) return;
    preview.mutate(
      { harnessId, items: next.map((r) => r.shop), dryRun: true },
      { onError: (err) => showRefused(next, err) },
    );
  };
  // The server's per-item problems go to their rows, as the browser's own check puts them.
  const showRefused = (shown: CsvRow[], err: unknown) => {
    const errors = isApiError(err) ? (err.problem.errors ?? []) : [];
    if (errors.length === 0) return;
    const next = shown.map((r) => ({ ...r, problems: [] }));
    placeProblems(next, errors);
    setRows(next);
  };
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    preview.reset();
    run.reset();
    if (!file) return;
    const read = readShopCsv(await file.text());
    setRefusal(read.ok ? null : read);
    ask(read.ok ? read.rows : []);
  };
  const wrong = rows.filter((r) => r.problems.length > 0).length;
  const changes = preview.data?.changes;
  const done = run.data;
  const importAll = () =>
    run.mutate(
      { harnessId, items: rows.map((r) => r.shop) },
      { onError: (err) => showRefused(rows, err) },
    );

  return (
    <section className="group" aria-labelledby="import-shops-title">
      <h2 id="import-shops-title" className="section-title">
        {t('shops.import.title')}
      </h2>
      <p className="muted">{t('shops.import.hint')}</p>
      <div className="field">
        <label htmlFor="import-shops-file">{t('shops.import.file')}</label>
        <input
          id="import-shops-file"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void pick(e)}
        />
      </div>
      {refusal && <p className="field-errors">{refusalText(refusal, t)}</p>}
      {rows.length > 0 && (
        <table className="data-table">
          <caption className="sr-only">{t('shops.import.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('shops.import.line')}</th>
              <th scope="col">{t('shops.shopId')}</th>
              <th scope="col">{t('shops.name')}</th>
              <th scope="col">{t('shops.tags')}</th>
              <th scope="col">{t('shops.import.change')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.line} data-testid={`import-row-${r.line}`}>
                <td>{r.line}</td>
                <td>{r.shop.shopId}</td>
                <td>{r.shop.name}</td>
                <td>{formatTags(r.shop.tags)}</td>
                <td>
                  {r.problems.length > 0 ? (
                    <ul className="field-errors">
                      {r.problems.map((p) => (
                        <li key={`${p.pointer}-${p.code}`} title={p.message}>
                          {fieldMessageText(p, lang, { label: columnLabel(p.pointer, t) })}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    changes?.[i] && t(`shops.import.change.${changes[i]}`)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {preview.isPending && <p className="muted">{t('shops.import.checking')}</p>}
      {wrong > 0 && <p className="field-errors">{t('shops.import.rowsWrong', { count: wrong })}</p>}
      {preview.data && !done && (
        <p role="status">{t('shops.import.summary', counts(preview.data))}</p>
      )}
      {!wrong && preview.isError && (
        <p className="field-errors">{problemMessage(preview.error, lang).text}</p>
      )}
      {run.isError && !wrong && (
        <p className="field-errors">
          {t('shops.import.failed')} {problemMessage(run.error, lang).text}
        </p>
      )}
      {done && (
        <p role="status" className="notice notice-ok">
          {t('shops.import.done', counts(done))}
        </p>
      )}
      {rows.length > 0 && !done && (
        <button
          type="button"
          className="button-primary"
          disabled={wrong > 0 || !preview.isSuccess || run.isPending}
          onClick={importAll}
        >
          {t('shops.import.submit')}
        </button>
      )}
    </section>
  );
}

const counts = (r: ShopBatchResult) => ({
  created: r.created,
  updated: r.updated,
  unchanged: r.unchanged,
});

/** The column a problem is at (`/items/3/tags/0`), by its name on screen. */
function columnLabel(pointer: string, t: ReturnType<typeof useT>): string | undefined {
  const column = pointer.split('/')[3];
  if (column === 'shopId') return t('shops.shopId');
  if (column === 'name') return t('shops.name');
  if (column === 'tags') return t('shops.tags');
  return undefined;
}

function refusalText(refusal: Refusal, t: ReturnType<typeof useT>): string {
  if (refusal.reason === 'columns') {
    return t('shops.import.columns', { columns: refusal.missing.join(', ') });
  }
  if (refusal.reason === 'too_many') return t('shops.import.tooMany', { count: refusal.count });
  return t('shops.import.empty');
}
