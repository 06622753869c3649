import { z } from 'zod';
import { harnessId, harnessParams } from '../shared/params';
import { targetSchema } from '../../../src/harness/target';

export { harnessParams };

const folderPath = z
  .string()
  .min(1)
  .max(300)
  .regex(
    /^(?!\/)(?!.*\.\.)[A-Za-z0-9._/-]+$/,
    'Use a relative path like "skills/greeting/SKILL.md".',
  );

/** A harness folder as path -> file text, the layout that lives in git. */
export const folderFiles = z
  .record(folderPath, z.string().max(500_000))
  .refine((files) => Object.keys(files).length <= 5_000, 'At most 5,000 files.');

export const exportQuery = z.strictObject({ source: targetSchema.default('draft') });

export const importBody = z.strictObject({ id: harnessId.optional(), files: folderFiles });

export const folderSchema = z.object({ files: z.record(z.string(), z.string()) });
