// The labels query lives in src/lib (the tests feature and the route pages read it too).
export { labelsQueryKey, useLabels } from '../../../lib/queries/labels';
