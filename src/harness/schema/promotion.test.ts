import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTimeZone } from './promotion';

describe('isTimeZone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('still caches a real zone after 1,000 made-up names', () => {
    for (let i = 0; i < 1_000; i++) expect(isTimeZone(`Made/Up_${i}`)).toBe(false);
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 10; i++) expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
