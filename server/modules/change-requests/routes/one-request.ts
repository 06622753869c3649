import { changeRequestSchema } from '../schema';

/** The answer of the routes that return one change request as it stands. */
export const one = { 200: { description: 'The change request', schema: changeRequestSchema } };
