// The example of the README and docs/agent-client.md, run by test/example.test.ts against a
// model server that refuses what vLLM refuses.
import type { ChatMessage } from '../../../src/harness/compile/types';
import type { LiveContext } from '../../../src/harness/schema/live-context';
import type { HarnessClient } from '../src';

/** One viewer message: the request compiled from memory, sent to your own model server. */
export async function answerViewer(
  harness: HarnessClient,
  modelServer: string, // e.g. http://gpu-box:8000/v1
  viewerId: string,
  history: ChatMessage[], // this viewer's earlier turns, oldest first
  said: string,
  context: LiveContext, // { now, product, comments, ... }
): Promise<string> {
  const conversation: ChatMessage[] = [...history, { role: 'user', content: said }];
  const request = harness.compile(context, viewerId, { conversation });
  const res = await fetch(`${modelServer}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!res.ok) throw new Error(`model server: HTTP ${res.status} ${await res.text()}`);
  const reply = (await res.json()) as { choices: { message: { content: string | null } }[] };
  return reply.choices[0]!.message.content ?? '';
}
