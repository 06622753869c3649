import { Invalid } from '../../db/store-errors';

/** Re-points a store's diagnostics at where the value sits in the request body. */
export async function underPointer<T>(prefix: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof Invalid && !err.diagnostics.every((d) => d.pointer.startsWith('/id'))) {
      throw new Invalid(
        err.message,
        err.diagnostics.map((d) => ({
          ...d,
          pointer: prefix + d.pointer,
          ...(d.related && { related: d.related.map((p) => prefix + p) }),
        })),
      );
    }
    throw err;
  }
}
