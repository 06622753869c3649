import { parseHarness } from '../parse';
import type { Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';

export interface ValidationResult {
  /** Present when the shape is right (semantic problems may still be listed). */
  document?: HarnessDocument;
  diagnostics: Diagnostic[];
}

// TEMPORARY: shape checks only; the semantic checks land in this folder next.
export function validateHarness(input: unknown): ValidationResult {
  const parsed = parseHarness(input);
  return { document: parsed.document, diagnostics: parsed.diagnostics };
}
