import type { FieldChange } from '../diff/types';
import { dotted, walkFields } from '../diff/walk';
import { emptyOverlay, type ShopOverlay } from './overlay-schema';

/**
 * What a shop's overlay change does, field by field, for the reviewer of a change request:
 * against the served overlay (null: none, so every field the proposal sets is new). Lists
 * (promotions, extra skills, forbidden topics...) are read whole, as the shop edits them.
 */
export function diffOverlay(before: ShopOverlay | null, after: ShopOverlay): FieldChange[] {
  return walkFields(before ?? emptyOverlay(), after, [], dotted);
}
