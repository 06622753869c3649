import type { ChatRequestBody } from './scripts';

/**
 * What vLLM refuses before it runs the model, as it says it: a model name it does not serve
 * (404: the request names the studio's endpoint, not the model) and messages with no user
 * turn (400: chat templates such as Qwen's find no query). Null when the request is fine.
 */
export function vllmRefusal(
  body: ChatRequestBody,
  model: string,
): { status: number; message: string; type: string } | null {
  if (body.model !== model)
    return {
      status: 404,
      type: 'NotFoundError',
      message: `The model \`${String(body.model)}\` does not exist.`,
    };
  if (!(body.messages ?? []).some((m) => m.role === 'user'))
    return { status: 400, type: 'BadRequestError', message: 'No user query found in messages.' };
  return null;
}
