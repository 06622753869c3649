import { z } from 'zod';
import type { HarnessDocument } from '../schema/document';
import type { EntityKind } from '../canonical/entities';
import type { Random } from './random';

/** The six families of look-only changes (docs/architecture.md, "Harness variants"). */
export const VARIANT_FAMILIES = [
  'skill-ids',
  'skill-content',
  'tool-schemas',
  'tool-results',
  'prompt-structure',
  'hooks',
] as const;

export const variantFamilySchema = z.enum(VARIANT_FAMILIES, {
  error: `Choose one of the families: ${VARIANT_FAMILIES.join(', ')}.`,
});
export type VariantFamily = z.infer<typeof variantFamilySchema>;

/**
 * How property names of an object (tool arguments, tool results) read in the variant:
 * variant name -> the original name and, for nested objects and arrays of objects, the
 * renames inside. It lists every property the variant offers (unchanged ones map to
 * themselves), so a name the variant does not offer is recognisably foreign.
 */
export interface PropertyNames {
  [variantName: string]: { name: string; properties?: PropertyNames; items?: PropertyNames };
}

export const propertyNamesSchema: z.ZodType<PropertyNames> = z.lazy(() =>
  z.record(
    z.string(),
    z.object({
      name: z.string(),
      properties: propertyNamesSchema.optional(),
      items: propertyNamesSchema.optional(),
    }),
  ),
);

/**
 * What the model does in a variant, mapped back to the original harness, so one suite
 * grades every variant. Name maps go variant -> original and hold only renamed names;
 * whether a name is offered at all is read from the variant document itself.
 */
export const inverseMapSchema = z.object({
  tools: z.record(z.string(), z.string()),
  skills: z.record(z.string(), z.string()),
  hooks: z.record(z.string(), z.string()),
  /** Original tool name -> the argument names its variant schema offers. */
  arguments: z.record(z.string(), propertyNamesSchema),
  /** Original tool name -> the result keys the variant's tool answers with. */
  resultKeys: z.record(z.string(), propertyNamesSchema),
});
export type InverseMap = z.infer<typeof inverseMapSchema>;

/** A transform's output: the variant, how to read it back, and what changed in words. */
export interface Variant {
  document: HarnessDocument;
  inverse: InverseMap;
  description: string;
}

/**
 * One kind of transform. `apply` is pure: it returns a new document (never mutates its
 * input) and the inverse of what it did alone; the caller composes inverses.
 */
export interface VariantKind {
  id: string;
  family: VariantFamily;
  /** What the kind does, in one line, for reports. */
  summary: string;
  /** The entity kinds its diff may show (`meta` holds settings such as skill disclosure). */
  touches: readonly EntityKind[];
  apply: (doc: HarnessDocument, random: Random) => Variant;
}
