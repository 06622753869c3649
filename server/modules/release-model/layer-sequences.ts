/**
 * Layer sequences run first in every run of the model-based test of releases: a layer filling
 * up, refused for another layer's entity and freed by an end; the approvals a production
 * layer needs; a split and a schedule's window over a running layer experiment; a holdout.
 */
import type fc from 'fast-check';
import { EditDraft, EndLayerExperiment, StartLayerExperiment as Start } from './layer-commands';
import { EndHoldout, StartHoldout } from './holdout-commands';
import { GuardrailRollback } from './rollback-command';
import type { ReleaseModel } from './reference-model';
import {
  Advance,
  DraftRule,
  MoveStaging,
  NewVersion,
  PublishRequest,
  ScheduleStaging,
} from './release-commands';
import type { World } from './release-world';

type Cmd = fc.AsyncCommand<ReleaseModel, World>;

// Layers by index: 0 tone, 1 offer, 2 look. Versions: 2 changes the prompt of 1, 3 the
// preferences too.
export const layerSequences: Cmd[][] = [
  [
    new Start('staging', 0, 2, 60, 50),
    new Start('staging', 0, 2, 60, 50), // full: 40 left
    new Start('staging', 1, 2, 10, 50), // the prompt is the tone layer's
    new Start('staging', 0, 3, 40, 50), // the same layer may: from 60
    new EndLayerExperiment(0, true), // named in another layer: nothing ends
    new EndLayerExperiment(0, false),
    new Start('staging', 0, 2, 60, 50), // its buckets are free again
    new Start('staging', 1, 1, 10, 50), // nothing changes
    new Start('staging', 1, 0, 10, 50), // no such version
  ],
  [
    new Start('production', 0, 2, 50, 50), // needs approvals: never served
    new DraftRule(0, 'admin'), // still: version 1's own rule asks one
    new Start('production', 0, 2, 50, 50),
    new PublishRequest(2),
    new Start('production', 0, 1, 50, 50), // served before: may
  ],
  // A split started over a layer experiment changing the same entities: the release goes
  // ahead and the experiment, outgrown, ends with it.
  [
    new EditDraft('prompt:prompt', 2),
    new NewVersion(),
    new Start('staging', 0, 4, 100, 50),
    new MoveStaging(1, { d: 1, percent: 50, guardrails: undefined }),
    new Start('staging', 1, 3, 50, 50), // the tone layer's entities (the split's too): refused
  ],
  // The split's guardrail breaks under a running layer experiment: back to the label's own.
  [
    new Start('staging', 0, 3, 100, 50),
    new MoveStaging(2, { d: 0, percent: 50, guardrails: undefined }),
    new GuardrailRollback(),
    new Start('staging', 1, 1, 50, 50),
  ],
  // A window moving staging under a running layer experiment, and its end.
  [
    new Start('staging', 0, 3, 100, 50),
    new ScheduleStaging(1, 1, 2, { d: 0, percent: 50, guardrails: undefined }),
    new Advance(0),
    new Advance(0),
    new Advance(0),
  ],
  // A holdout's viewers are in no layer; one at a time; production's baseline needs approvals.
  [
    new Start('staging', 0, 2, 100, 50),
    new StartHoldout('staging', 20, null),
    new StartHoldout('staging', 5, 3),
    new MoveStaging(3, null),
    new EndHoldout('staging'),
    new EndHoldout('staging'),
    new StartHoldout('production', 10, 2),
    new StartHoldout('production', 10, null),
  ],
];
