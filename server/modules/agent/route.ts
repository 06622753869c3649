import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import type { HarnessDocument } from '../../../src/harness';
import { LoadingCache } from '../../cache/loading-cache';
import { harnessParams } from '../shared/params';
import { getVersionDocument } from '../versions/version-store';
import { ContextMemory } from './context-memory';
import { agentModelsModule } from './models-route';
import { AGENT_PATHS, errorStatuses, openAiErrors } from './openai-dialect';
import { completionBody, completionQuery } from './schema';
import { startCompletion, type AgentState } from './start-completion';
import { streamAnswer, wholeAnswer } from './answer-completion';

export const agentModule: ApiModule = (api, deps) => {
  const { db } = deps;
  agentModelsModule(api, deps);
  // Versions are immutable: their parsed documents can be kept (bounded, least used out first).
  const documents = new LoadingCache<HarnessDocument>({ max: 100 });
  const documentOf = (id: string, version: number) =>
    documents.get(`${id}@${version}`, () => getVersionDocument(db, id, version));
  // Earlier turns' live contexts, so a follow-up's request extends the last (cache-friendly).
  const state: AgentState = { deps, documentOf, memory: new ContextMemory() };

  defineRoute(
    api,
    {
      method: 'post',
      path: AGENT_PATHS.completions,
      summary:
        'OpenAI-compatible Chat Completions of the harnessed agent: runs the version a label resolves to (stream or not)',
      tag: 'agent',
      params: harnessParams,
      query: completionQuery,
      body: completionBody,
      responses: {
        200: {
          description: 'A chat.completion, or chat.completion.chunk events when stream is true',
        },
        ...errorStatuses({
          400: 'The request is invalid (`param` names the field), or the live context is',
          401: 'No or a wrong API key (a studio token)',
          404: 'No such harness, label (`model_not_found`) or shop (`shop_not_found`), or nothing published to the label (`model_not_published`)',
          413: 'The body is too large',
          429: 'The model server is rate limiting (its own 429, passed on)',
          500: 'The runtime failed',
          502: 'The model failed (HTTP error, broken stream, no reply within the step limit)',
          503: 'No model server answers, or none is configured for the harness',
          504: 'The model took longer than its time limit',
        }),
      },
      errors: openAiErrors,
    },
    async (c, input) => {
      const started = await startCompletion(c, input, state);
      return input.body.stream ? streamAnswer(c, started, input.body) : wholeAnswer(c, started);
    },
  );
};
