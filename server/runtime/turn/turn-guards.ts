import { createLookup } from '../../../src/harness/compile/variables';
import {
  activePromotions,
  renderTemplate,
  type HarnessDocument,
  type ParsedLiveContext,
} from '../../../src/harness';
import { TurnGuards } from '../../../src/harness/guards';

/**
 * The built-in guards of one turn (null for a document without `settings.guards`): the
 * promotions in force at the turn's time for its viewer, and the turn's tool results as
 * they come.
 */
export function guardsOfTurn(
  doc: HarnessDocument,
  context: Record<string, unknown>,
  toolResults: readonly { result: unknown }[],
): TurnGuards | null {
  const settings = doc.settings.guards;
  if (!settings) return null;
  const parsed = context as ParsedLiveContext;
  return new TurnGuards({
    settings,
    bannedWords: doc.settings.bannedWords,
    preferences: doc.preferences,
    ...(parsed.product ? { product: parsed.product } : {}),
    promotions: settings.price.enabled ? activePromotions(doc, parsed) : [],
    toolResults,
    render: (template) => renderTemplate(template, createLookup(doc, parsed)),
  });
}
