import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { baseProblems, overlayProblems } from './problems';

const refused = (status: number) =>
  new ApiError({
    status,
    title: 'Unprocessable Content',
    detail: 'x',
    errors: [
      { pointer: '/overlay/promotions/0/window/end', code: 'a', message: 'A', layer: 'overlay' },
      { pointer: '/overlay', code: 'b', message: 'B' },
      { pointer: '/skills/2', code: 'c', message: 'C', layer: 'base' },
    ] as never,
  });

describe('overlay problems', () => {
  it('points the overlay’s problems into the overlay and keeps the base’s apart', () => {
    expect(overlayProblems(refused(422)).map((p) => p.pointer)).toEqual([
      '/promotions/0/window/end',
      '',
    ]);
    expect(baseProblems(refused(422)).map((p) => p.pointer)).toEqual(['/skills/2']);
    expect(overlayProblems(refused(412))).toEqual([]);
    expect(overlayProblems(new Error('offline'))).toEqual([]);
  });
});
