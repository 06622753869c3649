import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { Harness } from '../types';

export interface CreateHarnessInput {
  id?: string;
  document: unknown;
}

export function createHarness(input: CreateHarnessInput): Promise<Harness> {
  return apiFetch<Harness>('/harnesses', jsonBody('POST', input));
}
