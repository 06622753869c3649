import { compileRequest } from '../../../src/harness/compile/compile-request';
import type { CompiledRequest } from '../../../src/harness/compile/types';
import type { HarnessDocument } from '../../../src/harness/schema/document';
import type { LiveContext } from '../../../src/harness/schema/live-context';
import type { CompileTurn, HarnessClientOptions } from './types';

/**
 * The request for one model call, refusing what a model server would: no viewer message
 * (chat templates find no query) or no model name it serves (the document names the
 * studio's endpoint, `default`, which a vLLM answers with a 404).
 */
export function compileTurn(
  document: HarnessDocument,
  liveContext: LiveContext,
  turn: CompileTurn,
  model: HarnessClientOptions['model'],
): CompiledRequest {
  checkTurn(turn);
  const endpoint = document.model.endpoint;
  const name = turn.model ?? (typeof model === 'string' ? model : model?.[endpoint]);
  if (!name)
    throw new Error(
      `No model name for the endpoint "${endpoint}": set the client's \`model\` option (or the turn's) to the name your inference server serves; "${endpoint}" names the studio's endpoint.`,
    );
  return compileRequest(document, liveContext, {
    conversation: turn.conversation,
    ...(turn.earlierContexts ? { earlierContexts: turn.earlierContexts } : {}),
    model: name,
  });
}

/** Before the viewer is served (and counted as exposed): the turn holds a viewer message. */
export function checkTurn(turn: CompileTurn): void {
  if (!turn?.conversation?.some((m) => m.role === 'user')) {
    throw new TypeError(
      'compile() needs the conversation with the viewer\'s message: { conversation: [{ role: "user", content }] }.',
    );
  }
}
