import type { LiveContext } from '../schema/live-context';

/**
 * The OpenAI Chat Completions request body, as the model server receives it. Field names
 * are the API's (snake_case); the shapes are assignable to the `openai` package's types.
 */

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface SystemMessage {
  role: 'system';
  content: string;
  name?: string;
}

export interface UserMessage {
  role: 'user';
  content: string;
  name?: string;
}

export interface AssistantMessage {
  role: 'assistant';
  /** Null when the turn only calls tools. */
  content: string | null;
  tool_calls?: ToolCall[];
  name?: string;
}

export interface ToolMessage {
  role: 'tool';
  content: string;
  tool_call_id: string;
}

export type ChatMessage = SystemMessage | UserMessage | AssistantMessage | ToolMessage;

export interface FunctionDefinition {
  name: string;
  description: string;
  /** JSON Schema of the arguments object. */
  parameters: Record<string, unknown>;
  strict?: boolean;
}

export interface ChatTool {
  type: 'function';
  function: FunctionDefinition;
}

export type ToolChoice = 'auto' | 'none' | 'required';

export interface CompiledRequest {
  model: string;
  messages: ChatMessage[];
  tools?: ChatTool[];
  tool_choice?: ToolChoice;
  parallel_tool_calls?: boolean;
  temperature: number;
  top_p: number;
  max_tokens: number;
  seed?: number;
}

export interface CompileOptions {
  /** The turns so far (viewer, host, tool calls and results); they follow the system message. */
  conversation?: ChatMessage[];
  /**
   * The live context each earlier viewer (`user`) message of `conversation` was answered in,
   * oldest first (null or missing: unknown). The cache-friendly layout puts each one's
   * context message back before it, where that turn's request had it, so this request
   * begins with that one and a prefix cache keeps the conversation (docs/harness-format.md).
   */
  earlierContexts?: readonly (LiveContext | null)[];
  /** Overrides `doc.model.endpoint` as the request's `model`. */
  model?: string;
}
