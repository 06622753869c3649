import { describe, expect, it } from 'vitest';
import { turnError } from '../../../harness/turn-error';
import { modelTrouble } from './model-down';

describe('modelTrouble', () => {
  it('says "down" when no model server answers, answers late or fails on its side', () => {
    expect(modelTrouble(turnError('unavailable', 'No model server', { url: 'u' }))).toBe('down');
    expect(modelTrouble(turnError('first_token_timeout', 'late', { url: 'u', ms: 5 }))).toBe(
      'down',
    );
    expect(modelTrouble(turnError('http', 'HTTP 502', { url: 'u', status: 502 }))).toBe('down');
  });

  it('says "setup" when the studio has no working endpoint for it', () => {
    expect(modelTrouble(turnError('http', 'no such model', { url: 'u', status: 404 }))).toBe(
      'setup',
    );
    expect(
      modelTrouble(turnError('no_endpoint', 'none', { endpoint: 'big', configured: 'default' })),
    ).toBe('setup');
    expect(modelTrouble(turnError('config', 'no key', { endpoint: 'e', kind: 'no_key' }))).toBe(
      'setup',
    );
  });

  it('leaves every other failure to its own words', () => {
    expect(modelTrouble(turnError('step_limit', 'x', { steps: 3, kind: 'tools' }))).toBeNull();
    expect(modelTrouble({ code: 'internal', message: 'x' } as never)).toBeNull();
  });
});
