import type { HarnessDocument } from '../schema/document';
import type { PromptSection } from '../schema/prompt';
import type { ChatMessage, SystemMessage, UserMessage } from './types';
import { sectionVolatility, VOLATILITIES, type Volatility } from './volatility';

const rank = (v: Volatility) => VOLATILITIES.indexOf(v);

/** One part of the system message: a section of the document, or the generated skills part. */
export type SystemPart =
  | { kind: 'section'; index: number; section: PromptSection; volatility: Volatility }
  | { kind: 'skills' };

export interface PromptPlan {
  /** The system message's parts in the order they are rendered. */
  system: SystemPart[];
  /** Sections rendered into the turn message (cache-friendly layout only), document order. */
  turn: { index: number; section: PromptSection }[];
}

export const isCacheFriendly = (doc: HarnessDocument) =>
  doc.settings.promptLayout === 'cache-friendly';

type SectionPart = Extract<SystemPart, { kind: 'section' }>;

/** Each run of adjacent orderFree sections, per version before per product (stable). */
function stableFirst(parts: SectionPart[]): SectionPart[] {
  const out: SectionPart[] = [];
  let run: SectionPart[] = [];
  const flush = () => {
    // Array.prototype.sort is stable: equal volatilities keep document order.
    out.push(...run.sort((a, b) => rank(a.volatility) - rank(b.volatility)));
    run = [];
  };
  for (const part of parts) {
    if (part.section.orderFree === true) run.push(part);
    else {
      flush();
      out.push(part);
    }
  }
  flush();
  return out;
}

/**
 * Where each enabled section goes. `document` (or absent): every section in the system
 * message in document order, then skills, as always. `cache-friendly`: sections that use a
 * per-turn variable go to the turn message; in the system message each run of orderFree
 * sections puts per-version ones before per-product ones, and skills (fixed per version)
 * come before the first per-product section, so a product change recomputes the least.
 */
export function planPrompt(doc: HarnessDocument): PromptPlan {
  const sections: SectionPart[] = [];
  doc.prompt.sections.forEach((section, index) => {
    if (!section.enabled) return;
    sections.push({ kind: 'section', index, section, volatility: sectionVolatility(doc, section) });
  });
  if (!isCacheFriendly(doc)) return { system: [...sections, { kind: 'skills' }], turn: [] };
  const turn = sections.filter((p) => p.volatility === 'turn');
  const system: SystemPart[] = stableFirst(sections.filter((p) => p.volatility !== 'turn'));
  const firstProduct = system.findIndex((p) => p.kind === 'section' && p.volatility !== 'version');
  system.splice(firstProduct === -1 ? system.length : firstProduct, 0, { kind: 'skills' });
  return { system, turn: turn.map(({ index, section }) => ({ index, section })) };
}

/** The role of the turn message (`settings.turnMessageRole`, default system). */
export function turnMessage(doc: HarnessDocument, content: string): SystemMessage | UserMessage {
  return { role: doc.settings.turnMessageRole ?? 'system', content };
}

/**
 * The messages of a request: the system message, then the conversation with the turn
 * message (when there is one) just before the viewer's last message. There, it follows the
 * earlier turns, so they stay a cached prefix too, and the viewer's message stays last.
 */
export function assembleMessages(
  system: SystemMessage,
  turn: ChatMessage | null,
  conversation: readonly ChatMessage[],
): ChatMessage[] {
  if (turn === null) return [system, ...conversation];
  const at = conversation.findLastIndex((m) => m.role === 'user');
  if (at === -1) return [system, ...conversation, turn];
  return [system, ...conversation.slice(0, at), turn, ...conversation.slice(at)];
}
