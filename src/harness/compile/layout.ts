import type { HarnessDocument } from '../schema/document';
import type { PromptSection } from '../schema/prompt';
import type { ChatMessage, SystemMessage, UserMessage } from './types';
import { sectionVolatility, type Volatility } from './volatility';

/** One part of the system message: a section of the document, or the generated skills part. */
export type SystemPart =
  | { kind: 'section'; index: number; section: PromptSection; volatility: Volatility }
  | { kind: 'skills' };

/** A section placed outside the system message, with its index in `prompt.sections`. */
export interface PlacedSection {
  index: number;
  section: PromptSection;
}

export interface PromptPlan {
  /** The system message's parts in the order they are rendered. */
  system: SystemPart[];
  /** Sections per product (cache-friendly layout only), document order. */
  product: PlacedSection[];
  /** Sections per turn (cache-friendly layout only), document order. */
  turn: PlacedSection[];
}

export const isCacheFriendly = (doc: HarnessDocument) =>
  doc.settings.promptLayout === 'cache-friendly';

/**
 * Where each enabled section goes. `document` (or absent): every section in the system
 * message in document order, then skills, as always. `cache-friendly`: the system message
 * keeps only what is fixed per version (sections, then skills), so with the tools, which chat
 * templates render into the same first message, it is one prefix for the whole stream; the
 * sections per product and per turn go to the context messages (`contextMessage`).
 */
export function planPrompt(doc: HarnessDocument): PromptPlan {
  const system: SystemPart[] = [];
  const product: PlacedSection[] = [];
  const turn: PlacedSection[] = [];
  const friendly = isCacheFriendly(doc);
  doc.prompt.sections.forEach((section, index) => {
    if (!section.enabled) return;
    const volatility = sectionVolatility(doc, section);
    if (friendly && volatility === 'product') product.push({ index, section });
    else if (friendly && volatility === 'turn') turn.push({ index, section });
    else system.push({ kind: 'section', index, section, volatility });
  });
  system.push({ kind: 'skills' });
  return { system, product, turn };
}

/** One per-product or per-turn section of a turn's context, rendered. */
export interface ContextPart {
  /** The section's index in `prompt.sections`. */
  index: number;
  text: string;
}

/**
 * One turn's context as rendered (cache-friendly layout): the per-product sections, then the
 * per-turn ones, each in document order. Empty in the document layout.
 */
export type TurnContext = readonly ContextPart[];

/**
 * The context message before a viewer message (cache-friendly layout), of role
 * `settings.turnMessageRole` (default system): the sections of `current` whose text the
 * viewer's last turn (`previous`) did not have, all of them on a first turn or after one
 * whose context is unknown (null). What did not change since (the product, the viewer, the
 * promotions they see) stays said in that turn's message, which the request keeps: the
 * product's text comes once per product change. Null when there is nothing new to say.
 */
export function contextMessage(
  doc: HarnessDocument,
  current: TurnContext,
  previous: TurnContext | null,
): SystemMessage | UserMessage | null {
  const said = new Map(previous?.map((p) => [p.index, p.text]));
  const parts = current.filter((p) => said.get(p.index) !== p.text);
  if (parts.length === 0) return null;
  const content = parts.map((p) => p.text).join('\n\n');
  return { role: doc.settings.turnMessageRole ?? 'system', content };
}

/** A request's messages, and the context message of this turn among them (null: none). */
export interface AssembledMessages {
  messages: ChatMessage[];
  context: SystemMessage | UserMessage | null;
}

/**
 * The messages of a request: the system message, then the conversation with each viewer
 * (`user`) message after its context message: the last one's from `current`, an earlier
 * one's from `earlier` (one entry per earlier viewer message, oldest first; null or missing:
 * unknown, so it goes without). An earlier turn's message so stays where that turn's request
 * had it, and this request begins with that one: an inference server's prefix cache keeps
 * the whole conversation. Without a viewer message, this turn's context message comes last.
 */
export function assembleMessages(
  doc: HarnessDocument,
  system: SystemMessage,
  current: TurnContext,
  earlier: readonly (TurnContext | null)[],
  conversation: readonly ChatMessage[],
): AssembledMessages {
  const messages: ChatMessage[] = [system];
  const last = conversation.findLastIndex((m) => m.role === 'user');
  let context: AssembledMessages['context'] = null;
  let previous: TurnContext | null = null;
  let k = 0;
  conversation.forEach((m, i) => {
    if (m.role === 'user') {
      const turn = i === last ? current : (earlier[k++] ?? null);
      const message = turn && contextMessage(doc, turn, previous);
      if (message) messages.push(message);
      if (i === last) context = message;
      previous = turn;
    }
    messages.push(m);
  });
  if (last === -1) {
    context = contextMessage(doc, current, null);
    if (context) messages.push(context);
  }
  return { messages, context };
}
