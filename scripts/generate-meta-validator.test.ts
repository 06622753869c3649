import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT, generateMetaValidator } from './generate-meta-validator';

describe('the precompiled meta-schema validator', () => {
  const committed = readFileSync(OUTPUT, 'utf8');

  it('is what the generator writes today (run it after upgrading ajv)', () => {
    expect(committed === generateMetaValidator(), `${OUTPUT} is stale`).toBe(true);
  });

  it('evaluates no strings and loads no module: a browser under the CSP can run it', () => {
    expect(committed).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(|\bimport\b/);
    expect(committed).toContain('export default validate0;');
  });
});
