import { renderWithProviders } from '../../../lib/testing/fake-api';
import type { Label } from '../types';
import { PublishForm } from './publish-form';

/** The publish form as the split tests use it: one label, versions 3-1, on version 2. */
export function renderPublishForm(label: Label) {
  return renderWithProviders(
    <PublishForm
      harnessId="h"
      labels={[label]}
      versions={[3, 2, 1]}
      initialVersion={2}
      canMove={() => true}
      canOverrideGate={false}
      changes={() => null}
    />,
  );
}
