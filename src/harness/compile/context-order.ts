import type { HarnessDocument } from '../schema/document';
import type { ParsedLiveContext } from '../schema/live-context';
import type { PromptSection } from '../schema/prompt';
import { extractVariables } from '../template';
import { activePromotions } from './promotions';
import { variableVolatility } from './volatility';

/** Variables that differ only between kinds of viewer, a few for a whole stream. */
const PER_KIND = new Set(['viewer.kind', 'viewer.memberTier']);

/**
 * How widely a context section's text is shared, for this context: 0 when every viewer of one
 * kind sees it whatever the product (it reads only the viewer's kind or tier, and promotions
 * none of which it shows is scoped to products), 1 per product, 2 when it names the viewer
 * or the moment. A context message says its sections in this order, so a product's first
 * appearance still finds, after the tools, text that earlier requests had.
 */
export function sharingRank(
  doc: HarnessDocument,
  section: PromptSection,
  context: ParsedLiveContext,
): number {
  let rank = 0;
  for (const { name } of extractVariables(section.body)) {
    if (PER_KIND.has(name)) continue;
    if (name === 'promotions') {
      const scoped = activePromotions(doc, context).some((p) => p.scope.kind !== 'all');
      rank = Math.max(rank, scoped ? 1 : 0);
      continue;
    }
    const volatility = variableVolatility(doc, name);
    if (volatility !== 'version') rank = Math.max(rank, volatility === 'product' ? 1 : 2);
  }
  return rank;
}
