import type { HarnessDocument } from '../../schema/document';
import { seededRandom } from '../random';
import type { Variant } from '../types';
import { deleteInstruction } from './delete-instruction';
import { dropRequiredParameter } from './drop-required-parameter';
import { shuffleToolNames } from './shuffle-tool-names';
import { swapToolDescriptions } from './swap-tool-descriptions';
import type { ControlFocus, NegativeControl } from './types';

export type { ControlFocus, NegativeControl } from './types';

/** Every negative control; adding one is adding a file and a line here. */
export const NEGATIVE_CONTROLS: readonly NegativeControl[] = [
  swapToolDescriptions,
  shuffleToolNames,
  deleteInstruction,
  dropRequiredParameter,
];

/** One control on a copy of the document; null when the harness gives it nothing to change. */
export function applyControl(
  doc: HarnessDocument,
  control: NegativeControl,
  seed: number | string,
  focus?: ControlFocus,
): Variant | null {
  const copy = JSON.parse(JSON.stringify(doc)) as HarnessDocument;
  return control.apply(copy, seededRandom(seed).fork(`control:${control.id}`), focus);
}
