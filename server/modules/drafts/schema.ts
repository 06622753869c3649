import { z } from 'zod';
import { entityParams, harnessParams } from '../shared/params';

export { entityParams, harnessParams };

/** An entity value is checked by the store against the entity's own schema. */
export const entityBody = z.unknown();
