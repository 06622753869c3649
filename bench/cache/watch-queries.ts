import type { Db, SqlParam } from '../../server/db/db';

/** The database with every query reported to `onQuery` first (the bench counts loads by SQL). */
export function watchQueries(
  db: Db,
  onQuery: (sql: string, params: readonly SqlParam[] | undefined) => void,
): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'query') {
        return (sql: string, params?: readonly SqlParam[]) => {
          onQuery(sql, params);
          return target.query(sql, params);
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
