import { enApp } from './en/app';
import { enEditor } from './en/editor';
import { enRelease } from './en/release';
import { enPriceReview } from './en/price-review';
import { enChangeRequests } from './en/change-requests';
import { enChangeRequestWords } from './en/change-request-words';
import { enPreview } from './en/preview';
import { enTests } from './en/tests';
import { enRobustness } from './en/robustness';
import { enRestatements } from './en/restatements';
import { enShops } from './en/shops';
import { enTraces } from './en/traces';
import { enNav } from './en/nav';
import { enSettings } from './en/settings';
import { enFirstScreens } from './en/first-screens';
import { enExperiments } from './en/experiments';
import { enLayers } from './en/layers';
import { enForms } from './en/forms';
import { enJobClarity } from './en/job-clarity';
import { enWebhooks } from './en/webhooks';
import { enGuards } from './en/guards';
import { enGuardTrace } from './en/guard-trace';
import { enReleaseGuidance } from './en/release-guidance';
import { enCheckSays } from './en/check-says';

/** English strings; the keys are the contract every other dictionary fills. */
export const en = {
  ...enExperiments,
  ...enLayers,
  ...enForms,
  ...enJobClarity,
  ...enApp,
  ...enEditor,
  ...enRelease,
  ...enPriceReview,
  ...enChangeRequests,
  ...enChangeRequestWords,
  ...enPreview,
  ...enTests,
  ...enRobustness,
  ...enRestatements,
  ...enShops,
  ...enTraces,
  ...enNav,
  ...enSettings,
  ...enFirstScreens,
  ...enWebhooks,
  ...enGuards,
  ...enGuardTrace,
  ...enReleaseGuidance,
  ...enCheckSays,
};

export type MessageKey = keyof typeof en;
