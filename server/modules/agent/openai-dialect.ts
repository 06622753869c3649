import type { ApiModule } from '../../http/app-env';
import { speakErrorsAs } from '../../http/errors';
import { openAiErrorBody, openAiErrorResponse } from '../../http/openai-errors';

/** The agent's OpenAI-compatible routes: clients append these to their base URL. */
export const AGENT_PATHS = {
  completions: '/harnesses/:id/chat/completions',
  models: '/harnesses/:id/models',
  model: '/harnesses/:id/models/:model',
} as const;

/**
 * Errors on the agent's routes leave as OpenAI errors, whatever raised them: body
 * validation, authentication, an unknown harness, the model. Listed among the public
 * modules so this runs before authentication does.
 */
export const agentErrorDialect: ApiModule = (api) => {
  for (const path of [AGENT_PATHS.completions, AGENT_PATHS.models, `${AGENT_PATHS.models}/*`]) {
    api.use(path, async (c, next) => {
      speakErrorsAs(c, openAiErrorResponse);
      await next();
    });
  }
};

/** For a route spec: its errors, documented once for OpenAPI. */
export const openAiErrors = {
  description: 'An error in the OpenAI shape (see docs/api.md for statuses, types and codes).',
  schema: openAiErrorBody,
};

/** Documented error statuses of an agent route, each with the OpenAI error body. */
export function errorStatuses(descriptions: Record<number, string>) {
  return Object.fromEntries(
    Object.entries(descriptions).map(([status, description]) => [
      status,
      { description, schema: openAiErrorBody },
    ]),
  );
}
