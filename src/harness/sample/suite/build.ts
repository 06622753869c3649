import type { ExpectationInput } from '../../evaluation/expectation-schema';
import type { ConversationTurn, TestCaseInput } from '../../evaluation/schema';
import type { LiveContext } from '../../schema/live-context';
import { sampleContexts } from '../contexts';
import { ORDINARY_PHRASES } from '../hook-sources';

/** The three live rooms of the sample, by the product on screen. */
export type Room = 'longjing' | 'dianhong' | 'shoumei';

const ROOMS: Record<Room, { context: string; product: string; viewer: string }> = {
  longjing: { context: 'new-viewer-longjing', product: 'p-longjing-250', viewer: 'new' },
  dianhong: { context: 'member-dianhong', product: 'p-dianhong-200', viewer: 'member' },
  shoumei: { context: 'returning-shoumei-flash', product: 'p-shoumei-357', viewer: 'returning' },
};

function contextOf(room: Room): LiveContext {
  // The suite test checks every case's context is one of the sample contexts.
  return sampleContexts.find((c) => c.id === ROOMS[room].context)?.context ?? {};
}

export const user = (content: string): ConversationTurn => ({ role: 'user', content });
export const host = (content: string): ConversationTurn => ({ role: 'assistant', content });

/** A case in one room; a string is a single viewer message. */
export function ask(
  id: string,
  name: string,
  room: Room,
  said: string | ConversationTurn[],
  tags: string[],
  expectations: ExpectationInput[],
): TestCaseInput {
  const conversation = typeof said === 'string' ? [user(said)] : said;
  return { id, name, tags, conversation, context: contextOf(room), expectations };
}

type Call = { name: string; arguments: Record<string, unknown[]> };

const product = (room: Room) => ({ product_id: [ROOMS[room].product] });
const viewer = (room: Room) => ({ viewer_kind: [ROOMS[room].viewer] });

export const detail = (room: Room): Call => ({
  name: 'get_product_detail',
  arguments: product(room),
});
export const inventory = (room: Room): Call => ({
  name: 'check_inventory',
  arguments: product(room),
});
export const promotions = (room: Room): Call => ({
  name: 'list_promotions',
  arguments: { ...product(room), ...viewer(room) },
});
export const quote = (room: Room, quantity: number, coupons: string[]): Call => ({
  name: 'quote_final_price',
  arguments: { ...product(room), quantity: [quantity], ...viewer(room), coupon_code: coupons },
});
export const cart = (room: Room, quantity: number, coupons: string[]): Call => ({
  name: 'create_cart_link',
  arguments: { ...product(room), quantity: [quantity], coupon_code: coupons },
});

/** The model may look something up first (a detail before a quote); these calls must be among its calls. */
export const calls = (...expected: Call[]): ExpectationInput => ({
  type: 'tool_calls',
  calls: expected,
  order: 'any',
  allowExtra: true,
});
export const says = (...values: string[]): ExpectationInput => ({ type: 'reply_contains', values });
export const saysAll = (...values: string[]): ExpectationInput => ({
  type: 'reply_contains',
  values,
  mode: 'all',
});
export const never = (...values: string[]): ExpectationInput => ({
  type: 'reply_not_contains',
  values,
});
export const matches = (pattern: string): ExpectationInput => ({ type: 'reply_matches', pattern });
export const skill = (id: string): ExpectationInput => ({ type: 'skill_used', skill: id });
export const judge = (rubric: string): ExpectationInput => ({ type: 'judge', rubric });

export const noTools: ExpectationInput = { type: 'no_tool_call' };
export const pricesFromTools: ExpectationInput = { type: 'prices_from_tools' };
/** 第一次, 第一泡... are ordinary words the absolute-word filter lets through too. */
export const compliant: ExpectationInput = { type: 'no_banned_words', allow: ORDINARY_PHRASES };
/** The shop's maxReplyChars, so speech synthesis stays short. */
export const short: ExpectationInput = { type: 'reply_max_chars', max: 100 };
/** The host says something: not blocked by the price or compliance guards. */
export const answers: ExpectationInput = matches('\\S');
/** The topics guard says its deflect line; the model is never asked. */
export const offTopicAnswer: ExpectationInput = {
  type: 'hook',
  hook: 'guard:topics',
  decision: 'answer',
};
