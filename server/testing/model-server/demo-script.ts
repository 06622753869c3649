import { call, text, toolCalls, type RecordedRequest, type ScriptedResponse } from './scripts';

// Paced like a small model on a GPU: the first token after 150 ms, then a few characters at a time.
const PACE = { chunkSize: 2, delayMs: 40, firstTokenDelayMs: 150 };

function productId(req: RecordedRequest): string {
  // The product sits in the system message in either prompt layout.
  const system = String(req.body.messages?.[0]?.content ?? '');
  return /p-[a-z]+-\d+/.exec(system)?.[0] ?? 'p-longjing-250';
}

/**
 * A plausible host for the sample harness: a coupon or price question calls a tool first,
 * then answers from its result; anything else gets a short friendly answer.
 */
export function demoAnswer(req: RecordedRequest): ScriptedResponse {
  const messages = req.body.messages ?? [];
  const last = messages.at(-1);
  const offered = new Set((req.body.tools ?? []).map((t) => t.function.name));
  if (last?.role === 'tool') {
    return text('有的！新粉下单先领20元券，满299再减50，现在下单最划算。', PACE);
  }
  const question = String(last?.content ?? '');
  if (/券|优惠|便宜|多少钱/.test(question) && offered.has('list_promotions')) {
    return toolCalls(
      [call('list_promotions', { product_id: productId(req), viewer_kind: 'new' })],
      PACE,
    );
  }
  return text('欢迎来到直播间！这款茶今天有活动，有问题尽管问我。', PACE);
}
