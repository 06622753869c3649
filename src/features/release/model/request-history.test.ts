import { describe, expect, it } from 'vitest';
import { changeRequest, review, schedule } from '../components/testing';
import { requestHistory } from './request-history';

describe('requestHistory', () => {
  it('tells a request’s life from its record, oldest first', () => {
    const request = changeRequest({
      state: 'published',
      updatedAt: '2026-12-12T12:00:01.000Z',
      reviews: [review({ verdict: 'approve', at: '2026-12-12T07:00:00.000Z' })],
      schedule: schedule({
        state: 'fired',
        createdAt: '2026-12-12T08:00:00.000Z',
        firedAt: '2026-12-12T12:00:00.500Z',
      }),
    });
    expect(requestHistory(request).map((e) => e.kind)).toEqual([
      'opened',
      'reviewed',
      'scheduled',
      'fired',
      'updated',
    ]);
  });

  it('says nothing more of an open request than its opening and reviews', () => {
    expect(requestHistory(changeRequest()).map((e) => e.kind)).toEqual(['opened']);
  });
});
