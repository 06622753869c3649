import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, filterFromSearch, filterToSearch } from './filter';
import { caseIdFor, splitWords } from './format';
import { ENTITY_ID_PATTERN } from '../../../harness';

describe('trace filters in the address', () => {
  it('round-trips every filter', () => {
    const f = {
      label: 'production',
      version: '3',
      arm: 'treatment' as const,
      shop: 'tea-a',
      outcome: 'error' as const,
      blocked: true,
      toolError: true,
      slowerThan: '5000',
    };
    expect(filterToSearch(f).toString()).toBe(
      'label=production&version=3&arm=treatment&shop=tea-a&outcome=error&slowerThan=5000&blocked=true&toolError=true',
    );
    expect(filterFromSearch(filterToSearch(f))).toEqual(f);
  });

  it('leaves out what is not a filter value, so the API never gets a bad query', () => {
    const search = new URLSearchParams(
      'arm=both&outcome=nope&version=two&slowerThan=-1&blocked=yes&label=%20staging%20',
    );
    expect(filterFromSearch(search)).toEqual({ ...EMPTY_FILTER, label: 'staging' });
    expect(filterToSearch(EMPTY_FILTER).toString()).toBe('');
  });

  it('makes a valid case id from a trace id and splits words on either comma', () => {
    const id = caseIdFor('0f8e2a3b-1c2d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(id).toBe('trace-0f8e2a3b1c2d');
    expect(ENTITY_ID_PATTERN.test(id)).toBe(true);
    expect(splitWords('9.9， 最低价,9.9 ,')).toEqual(['9.9', '最低价']);
  });
});
