import type { z } from 'zod';
import type { restatementRequestSchema } from '../../harness/variants/restatements/contract';

export type {
  Restatement,
  RestatementProposal,
  RestatementReview,
  RestatementStatus,
} from '../../harness/variants/restatements/contract';

export type RestatementRequest = z.input<typeof restatementRequestSchema>;
