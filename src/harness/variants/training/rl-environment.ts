import type { ChatMessage, ChatTool, CompiledRequest } from '../../compile/types';
import type { Expectation } from '../../evaluation/expectation-schema';
import type { InverseMap } from '../types';
import { promptMessages, toolsOf } from './prompt';

/**
 * One RL environment: the request a case sends on one arm (in the variant's names), what the
 * suite expects (in the original's names) and the inverse map between them. `label` is what a
 * trainer passes back to the reward endpoint to have a completion graded.
 */
export interface RlEnvironment {
  id: string;
  harnessId: string;
  runId: string;
  arm: string;
  endpoint: string;
  caseId: string;
  request: { messages: ChatMessage[]; tools?: ChatTool[]; parallel_tool_calls?: boolean };
  expectations: Expectation[];
  inverse: InverseMap;
  label: string;
}

export interface RewardLabel {
  runId: string;
  arm: string;
  caseId: string;
}

// Run ids are UUIDs, arm ids (`tool-schemas#1`, `control:...`) and case ids (slugs) never hold
// a slash, so three slash-separated parts read back unambiguously.
export const rewardLabel = (l: RewardLabel): string => `${l.runId}/${l.arm}/${l.caseId}`;

/** The run, arm and case a label names; null when it is not three non-empty parts. */
export function parseRewardLabel(label: string): RewardLabel | null {
  const parts = label.split('/');
  if (parts.length !== 3 || parts.some((p) => p === '')) return null;
  const [runId, arm, caseId] = parts as [string, string, string];
  return { runId, arm, caseId };
}

export function rlEnvironment(about: {
  harnessId: string;
  runId: string;
  arm: string;
  endpoint: string;
  caseId: string;
  request: CompiledRequest;
  expectations: Expectation[];
  inverse: InverseMap;
}): RlEnvironment {
  const { request, ...rest } = about;
  const label = rewardLabel(about);
  return {
    id: `${label}@${about.endpoint}`,
    ...rest,
    request: { messages: promptMessages(request), ...toolsOf(request) },
    label,
  };
}
