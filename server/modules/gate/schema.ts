import { z } from 'zod';
import { versionNumberParam } from '../shared/params';

export const publishGateQuery = z.strictObject({ version: versionNumberParam });
