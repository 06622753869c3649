import { z } from 'zod';
import { modelEndpointSchema } from '../../../src/harness/records';

export const endpointsSchema = z.object({ items: z.array(modelEndpointSchema) });
