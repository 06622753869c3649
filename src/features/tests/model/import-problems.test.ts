import { describe, expect, it } from 'vitest';
import { importProblems } from './import-problems';

const base = {
  status: 422,
  title: 'Unprocessable Content',
  detail: 'The jsonl file has 1 problem(s)',
};

describe('importProblems', () => {
  it('prefers the diagnostics, which know the line, and drops warnings', () => {
    expect(
      importProblems({
        ...base,
        errors: [
          { pointer: '/text/cases/1', message: 'Line 2 is not JSON', code: 'jsonl.invalid_json' },
        ],
        diagnostics: [
          {
            pointer: '/cases/1',
            severity: 'error',
            code: 'jsonl.invalid_json',
            params: { line: 2, reason: 'Unexpected token' },
            message: 'Line 2 is not JSON',
            line: 2,
          },
          { pointer: '/cases/0', severity: 'warning', code: 'x', message: 'careful', line: 1 },
        ],
      }),
    ).toEqual([
      {
        line: 2,
        pointer: '/cases/1',
        message: 'Line 2 is not JSON',
        code: 'jsonl.invalid_json',
        params: { line: 2, reason: 'Unexpected token' },
      },
    ]);
  });

  it('falls back to the errors, without the /text prefix', () => {
    expect(
      importProblems({
        ...base,
        errors: [
          {
            pointer: '/text/cases/0/name',
            message: 'Give the case a name.',
            code: 'schema.too_small',
            params: { kind: 'empty', n: 1 },
          },
        ],
      }),
    ).toEqual([
      {
        line: null,
        pointer: '/cases/0/name',
        message: 'Give the case a name.',
        code: 'schema.too_small',
        params: { kind: 'empty', n: 1 },
      },
    ]);
    expect(
      importProblems({
        ...base,
        status: 400,
        errors: [{ pointer: '/format', message: 'Use "jsonl" or "yaml".', code: 'invalid_value' }],
      }),
    ).toEqual([
      {
        line: null,
        pointer: '/format',
        message: 'Use "jsonl" or "yaml".',
        code: 'invalid_value',
        params: {},
      },
    ]);
  });

  it('is empty when the server listed nothing', () => {
    expect(importProblems(base)).toEqual([]);
  });
});
