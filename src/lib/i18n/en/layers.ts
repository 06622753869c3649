/** English strings of a label's layers: several experiments at once, and their reports. */
export const enLayers = {
  'layers.title': 'Layers',
  'layers.about':
    'Several experiments at once on this label. In one layer each experiment has viewers of its own; across layers a viewer may be in one of each (the overlap is the product of the shares). Two layers may not change the same skill, tool or prompt.',
  'layers.loading': 'Loading the layers…',
  'layers.failed': 'The layers could not be loaded.',
  'layers.none': 'No experiment runs in a layer of this label.',
  'layers.layer': 'Layer {name}',
  'layers.free': '{free}% of its viewers free',
  'layers.share': '{share}% of the layer (buckets {from}–{to})',
  'layers.treatment':
    '{percent}% of them get the changes of v{version}; the others get what the label serves (v{base} at the start).',
  'layers.changes': 'Changes: {changes}',
  'layers.started': 'Started {start}.',
  'layers.end': 'End',
  'layers.endConfirm':
    'End experiment {experimentId}? Its viewers get what the label serves again; its report stays.',
  'layers.endYes': 'End it',
  'layers.endNo': 'Keep it running',
  'layers.endFailed': 'The experiment was not ended.',
  'layers.report': 'Report',
  'layers.ended': 'Ended experiments',
  'layers.endedRow':
    'Layer {layer}: changes of v{version} on {share}% of its viewers, {start} to {end}.',
  'layers.start': 'Start an experiment in a layer',
  'layers.startButton': 'Start experiment',
  'layers.startFailed': 'The experiment was not started.',
  'layers.startedOk': 'Experiment {experimentId} started in layer {layer}.',
  'layers.form.layer': 'Layer',
  'layers.form.layerHint':
    'An existing layer or a new name: 1 to 40 lower-case letters, digits or dashes.',
  'layers.form.version': 'Treatment version',
  'layers.form.versionHint':
    'What it changes against the label’s version (v{base}): its differing skills, tools, prompt…',
  'layers.form.versionNone': 'Pick a version',
  'layers.form.share': 'Share of the layer (%)',
  'layers.form.shareHint': 'Of the layer’s viewers. Free now: {free}%.',
  'layers.form.percent': 'Treatment (%)',
  'layers.form.percentHint': 'Of this experiment’s viewers, the share that gets the changes.',
  'layers.form.metric': 'Decide on a primary metric',
  'layers.badName':
    'Use 1 to 40 lower-case letters, digits or dashes, starting with a letter or digit.',
  'layers.conflict':
    'This version changes {entity}, which experiment {experimentId} in layer {layer} changes too: a viewer in both would get only one of the two changes. End that one first, or pick another version.',
  'layers.conflictSplit':
    'This version changes {entity}, which the label’s running split ({experimentId}) changes too. End the split first, or pick another version.',
  'layers.full': 'The layer has no {share}% left in one run of buckets: at most {free}% is free.',
  'layers.reportLayer': 'Layer {name} · {share}% of its viewers',
  'layers.window':
    'Of those, {percent}% get the label’s version with the changes of v{treatment}; the other {rest}% get what the label serves (v{control}). Since {start}.',
  'layers.metrics': 'Uplift of the changes of v{treatment} over the label’s v{control}',
  'layers.armControl': 'as the label serves',
  'layers.armTreatment': 'its changes on the label’s',
  'layers.reportTitle': 'Experiment {experimentId}',
  'layers.back': 'Experiments on “{label}”',
  'title.experimentReport': 'Experiment {experimentId}',
  'problem.code.layer.bad_name':
    'Use 1 to 40 lower-case letters, digits or dashes, starting with a letter or digit.',
  'problem.code.layer.unknown_version': 'There is no such version.',
  'problem.code.layer.no_change':
    'This version changes nothing against what the label serves: pick one with changes.',
  'problem.code.layer.full':
    'The layer has no run of buckets this large left: at most {free}% is free.',
  'problem.code.layer.conflict':
    'Experiment {experimentId} in layer {layer} already changes something this version changes: two layers may not change the same thing.',
  'problem.code.layer.experiment_not_found': 'No such experiment runs in this layer.',
  'problem.code.label.unset': 'The label serves no version yet: move it to a version first.',
  'enum.action.layer.start': 'Started a layer experiment',
  'enum.action.layer.end': 'Ended a layer experiment',
} as const;
