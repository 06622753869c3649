import { sampleHarness } from '../../../src/harness/sample';
import type { HarnessDocumentInput } from '../../../src/harness';
import type { Db } from '../db';
import { createHarness, type Harness } from '../../modules/harnesses/harness-store';
import { uniqueId } from './describe-each-database';

/** A fresh deep copy of the sample harness, to change freely. */
export function sampleDocument(): HarnessDocumentInput {
  return structuredClone(sampleHarness);
}

/** Creates a harness from the sample with a unique id (and shop, when asked). */
export async function newHarness(
  db: Db,
  options: { shopId?: string; actor?: string } = {},
): Promise<Harness> {
  const document = sampleDocument();
  if (options.shopId) document.preferences = { ...document.preferences, shopId: options.shopId };
  return createHarness(db, { id: uniqueId('h'), document, actor: options.actor ?? 'alice' });
}

export async function count(db: Db, table: string, where = '', params: string[] = []) {
  const [row] = await db.query<{ n: number }>(
    `SELECT COUNT(*) AS n FROM ${table} ${where ? 'WHERE ' + where : ''}`,
    params,
  );
  return Number(row!.n);
}

/** Catches a rejection as a value, for asserting on its class and fields. */
export async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('Expected the call to fail.');
}
