import { expect, it } from 'vitest';
import { relativeTime } from './use-relative-time';

const NOW = Date.parse('2026-12-03T12:00:00Z');

it('says how long ago in the largest whole unit, in either language', () => {
  expect(relativeTime('en', '2026-12-03T11:59:30Z', NOW, 'just now')).toBe('just now');
  expect(relativeTime('en', '2026-12-03T11:55:00Z', NOW, 'just now')).toBe('5 minutes ago');
  expect(relativeTime('en', '2026-12-03T09:00:00Z', NOW, 'just now')).toBe('3 hours ago');
  expect(relativeTime('en', '2026-12-02T12:00:00Z', NOW, 'just now')).toBe('yesterday');
  expect(relativeTime('zh-CN', '2026-12-03T09:00:00Z', NOW, '刚刚')).toBe('3小时前');
  expect(relativeTime('en', 'not a time', NOW, 'just now')).toBe('not a time');
});
