import type { z } from 'zod';
import { harnessDocumentSchema, type HarnessDocument } from './schema/document';
import { migrateDocument } from './migrate';
import { friendlyErrors } from './error-messages';
import { error, toPointer, type Diagnostic } from './diagnostics';
import { issueParams } from './issue-params';
import type { RegisteredCode } from './diagnostic-codes';

export type ParseResult =
  | { ok: true; document: HarnessDocument; diagnostics: Diagnostic[] }
  | { ok: false; document?: undefined; diagnostics: Diagnostic[] };

/** zod issues as diagnostics; an unknown key points at the key itself. */
export function issuesToDiagnostics(
  issues: readonly z.core.$ZodIssue[],
  prefix: PropertyKey[] = [],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push(
          error(
            toPointer([...path, key]),
            'schema.unknown_field',
            `"${key}" is not a known field here.`,
            { key },
          ),
        );
      }
      continue;
    }
    // Every zod issue code is registered (the type checker says so when zod adds one), and
    // issueParams gives the params DIAGNOSTIC_CODES lists for it.
    const code = `schema.${issue.code}` as const satisfies RegisteredCode;
    out.push({
      pointer: toPointer(path),
      severity: 'error',
      code,
      params: issueParams(issue),
      message: issue.message,
    });
  }
  return out;
}

/** Migrates and checks the shape of a harness document; never throws. */
export function parseHarness(input: unknown): ParseResult {
  const migrated = migrateDocument(input);
  if (migrated.diagnostics.length > 0) return { ok: false, diagnostics: migrated.diagnostics };
  const result = harnessDocumentSchema.safeParse(migrated.document, { error: friendlyErrors });
  if (!result.success) return { ok: false, diagnostics: issuesToDiagnostics(result.error.issues) };
  return { ok: true, document: result.data, diagnostics: [] };
}
