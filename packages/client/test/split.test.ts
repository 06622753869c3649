import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bucketOf, resolveLabel } from '../../../src/harness/split';

// The bucket the server computed with node:crypto before the hash moved to the core
// (src/harness/split.ts, @noble/hashes): the client and the server must agree on every key.
const nodeBucket = (key: string) =>
  createHash('sha256').update(key, 'utf8').digest().readUInt32BE(0) % 100;

describe('bucketOf', () => {
  it('equals the first 4 bytes of sha256 mod 100, for ASCII and other keys', () => {
    for (let i = 0; i < 2_000; i++) {
      const key = i % 3 === 0 ? `viewer-${i}` : i % 3 === 1 ? `观众-${i}` : `${i}🙂`;
      expect(bucketOf(key)).toBe(nodeBucket(key));
    }
  });

  it('sends keys below the percent to the split version', () => {
    const label = { version: 1, split: { version: 2, percent: 30 } };
    for (let i = 0; i < 200; i++) {
      const key = `k${i}`;
      expect(resolveLabel(label, key)).toBe(nodeBucket(key) < 30 ? 2 : 1);
    }
  });
});
