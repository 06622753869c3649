/** English strings that keep the release screens from dead ends; the Chinese file fills the same keys. */
export const enReleaseGuidance = {
  'requests.openWaitsLabels': 'Waiting for the labels to load.',
  'requests.openWaitsPending': 'Opening the request…',
};
