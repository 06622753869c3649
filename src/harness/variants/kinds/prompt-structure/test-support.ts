import { compilePrompt } from '../../../compile/compile-request';
import { createLookup } from '../../../compile/variables';
import { sampleContexts, sampleHarness } from '../../../sample';
import { harnessDocumentSchema, type HarnessDocument } from '../../../schema/document';
import { liveContextSchema, type LiveContext } from '../../../schema/live-context';
import { extractVariables, renderTemplate } from '../../../template';

/** The tea-shop sample: order-free sections, product specs, seven skills. */
export const teaSample = (): HarnessDocument => harnessDocumentSchema.parse(sampleHarness);

/** A sample context with a product on screen, a viewer and comments. */
export const teaContext: LiveContext = sampleContexts[0]!.context;

/** The prompt before the viewer's message: the system text, then the turn message if any. */
export const systemPrompt = (doc: HarnessDocument, context: LiveContext = teaContext) => {
  const { system, turn } = compilePrompt(doc, context);
  return turn === null ? system : `${system}\n\n${turn}`;
};

/** Each enabled section's body with its variables filled in, as the original renders it. */
export function renderedBodies(doc: HarnessDocument, context = teaContext): string[] {
  const lookup = createLookup(doc, liveContextSchema.parse(context));
  return doc.prompt.sections.filter((s) => s.enabled).map((s) => renderTemplate(s.body, lookup));
}

/** Words a variant must still say whatever it renders: body text between variables... */
export function bodyLiterals(doc: HarnessDocument): string[] {
  const VARIABLE = /\{\{[^}]*\}\}/g;
  return doc.prompt.sections
    .filter((s) => s.enabled)
    .flatMap((s) => s.body.split(VARIABLE))
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
}

/** ...and every value the variables give, structured ones (specs) key by key. */
export function variableValues(doc: HarnessDocument, context = teaContext): string[] {
  const parsed = liveContextSchema.parse(context);
  const lookup = createLookup(doc, parsed);
  const names = new Set(
    doc.prompt.sections
      .filter((s) => s.enabled)
      .flatMap((s) => extractVariables(s.body).map((v) => v.name)),
  );
  const out: string[] = [];
  for (const name of names) {
    if (name === 'product.specs') out.push(...Object.entries(parsed.product?.specs ?? {}).flat());
    else if (name === 'preferences.brandTerms')
      out.push(...doc.preferences.brandTerms.flatMap((b) => [b.term, b.note]));
    else out.push(lookup(name));
  }
  return out.filter((v) => v !== '');
}
