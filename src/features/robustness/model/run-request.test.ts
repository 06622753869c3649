import { describe, expect, it } from 'vitest';
import { errorsAt, initialRunForm, otherErrors, requestBody } from './run-request';

describe('requestBody', () => {
  it('leaves all six families and the endpoint out by default', () => {
    expect(requestBody(initialRunForm())).toEqual({
      target: 'draft',
      variantsPerFamily: 2,
      trials: 1,
      seed: 1,
    });
  });

  it('names chosen families in canonical order, one endpoint as endpoint, several as endpoints', () => {
    const form = { ...initialRunForm(), families: ['hooks', 'skill-ids'] as const };
    expect(requestBody({ ...form, families: [...form.families], endpoints: ['large'] })).toEqual(
      expect.objectContaining({ families: ['skill-ids', 'hooks'], endpoint: 'large' }),
    );
    const many = requestBody({ ...initialRunForm(), endpoints: ['default', 'large'] });
    expect(many).toEqual(expect.objectContaining({ endpoints: ['default', 'large'] }));
    expect(many).not.toHaveProperty('endpoint');
  });

  it('sends no family at all as an empty list and an empty number as null, for the server to point at', () => {
    const body = requestBody({ ...initialRunForm(), families: [], trials: ' ' });
    expect(body.families).toEqual([]);
    expect(body.trials).toBeNull();
  });
});

describe('errorsAt', () => {
  const problem = {
    status: 400,
    title: 'Bad Request',
    detail: 'The request is invalid.',
    errors: [
      { pointer: '/families/1', message: 'Choose one of the families', code: 'invalid' },
      { pointer: '/trials', message: 'Use at most 20 trials', code: 'too_big' },
      { pointer: '/endpoints/0', message: 'No endpoint named x', code: 'unknown' },
      { pointer: '/concurrency', message: 'Use 1 to 8', code: 'too_big' },
    ],
  };

  it('gives a field its own errors and those inside it', () => {
    expect(errorsAt(problem, '/families')).toEqual(['Choose one of the families']);
    expect(errorsAt(problem, '/trials')).toEqual(['Use at most 20 trials']);
    expect(errorsAt(problem, '/endpoint', '/endpoints')).toEqual(['No endpoint named x']);
    expect(errorsAt(problem, '/seed')).toEqual([]);
    expect(errorsAt(undefined, '/seed')).toEqual([]);
  });

  it('lists what no field shows with its pointer', () => {
    expect(otherErrors(problem, ['/families', '/trials', '/endpoints'])).toEqual([
      '/concurrency: Use 1 to 8',
    ]);
  });
});
