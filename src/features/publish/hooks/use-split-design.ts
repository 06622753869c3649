import { useCallback, useState } from 'react';
import {
  DEFAULT_SPLIT_DESIGN,
  designOfSplit,
  plannedUnitsProblem,
  preDaysInvalid,
  valueCapInvalid,
  type SplitDesign,
} from '../model/split-design';
import type { Split } from '../types';

export interface SplitDesignState {
  design: SplitDesign;
  onChange: (patch: Partial<SplitDesign>) => void;
  /** A field holds what the server would refuse: the form does not send it. */
  blocked: boolean;
}

/**
 * The split's design as edited. What was not touched follows the label's running split (which
 * may arrive after the form), then the defaults, so a ramp keeps its experiment's design.
 */
export function useSplitDesign(running: Split | null | undefined): SplitDesignState {
  const [picked, setPicked] = useState<Partial<SplitDesign>>({});
  const design = { ...DEFAULT_SPLIT_DESIGN, ...designOfSplit(running), ...picked };
  const onChange = useCallback(
    (patch: Partial<SplitDesign>) => setPicked((p) => ({ ...p, ...patch })),
    [],
  );
  const blocked =
    plannedUnitsProblem(design) !== null || valueCapInvalid(design) || preDaysInvalid(design);
  return { design, onChange, blocked };
}
