// The message type alone: the completion reader and the Hermes parser both use it.

/**
 * A completion as a trainer sends it: OpenAI messages after the prompt (assistant messages
 * with `tool_calls`, `tool` messages), in the variant's names. Arguments may come as the
 * API's JSON string or, from hand-written clients, as an object.
 */
export interface CompletionMessage {
  role: string;
  content?: string | null | undefined;
  tool_calls?:
    | {
        id?: string | undefined;
        function: { name: string; arguments?: string | Record<string, unknown> | undefined };
      }[]
    | undefined;
  tool_call_id?: string | undefined;
}
