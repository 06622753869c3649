import type { Db } from '../../../db/db';

/**
 * On SQLite every statement runs on the serving thread and resolves at once, so a report's
 * steps would run as one long turn of the event loop: between steps, let waiting requests in.
 */
export function giveWay(db: Db): Promise<void> {
  return db.dialect === 'sqlite'
    ? new Promise<void>((resolve) => setImmediate(resolve))
    : Promise.resolve();
}
