import type { APIRequestContext } from '@playwright/test';
import { sampleHarness } from '../../src/harness/sample';

/**
 * A fresh copy of the sample harness for one test, so journeys never see each other's
 * edits (they share one server and database).
 */
export async function createSampleHarness(
  request: APIRequestContext,
  prefix: string,
): Promise<string> {
  const id = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const res = await request.post('/api/v1/harnesses', { data: { id, document: sampleHarness } });
  if (res.status() !== 201) throw new Error(`creating ${id}: ${res.status()} ${await res.text()}`);
  return id;
}
