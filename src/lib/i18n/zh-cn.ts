import type { en } from './en';
import type { DictionaryOf } from './plural';
import { zhCNApp } from './zh-cn/app';
import { zhCNEditor } from './zh-cn/editor';
import { zhCNRelease } from './zh-cn/release';
import { zhCNPriceReview } from './zh-cn/price-review';
import { zhCNChangeRequests } from './zh-cn/change-requests';
import { zhCNChangeRequestWords } from './zh-cn/change-request-words';
import { zhCNPreview } from './zh-cn/preview';
import { zhCNTests } from './zh-cn/tests';
import { zhCNRobustness } from './zh-cn/robustness';
import { zhCNRestatements } from './zh-cn/restatements';
import { zhCNShops } from './zh-cn/shops';
import { zhCNTraces } from './zh-cn/traces';
import { zhCNNav } from './zh-cn/nav';
import { zhCNSettings } from './zh-cn/settings';
import { zhCNFirstScreens } from './zh-cn/first-screens';
import { zhCNExperiments } from './zh-cn/experiments';
import { zhCNLayers } from './zh-cn/layers';
import { zhCNForms } from './zh-cn/forms';
import { zhCNJobClarity } from './zh-cn/job-clarity';
import { zhCNWebhooks } from './zh-cn/webhooks';
import { zhCNGuards } from './zh-cn/guards';
import { zhCNGuardTrace } from './zh-cn/guard-trace';
import { zhCNReleaseGuidance } from './zh-cn/release-guidance';
import { zhCNCheckSays } from './zh-cn/check-says';

/** 简体中文：商家界面的默认语言。 */
export const zhCN: DictionaryOf<typeof en> = {
  ...zhCNExperiments,
  ...zhCNLayers,
  ...zhCNForms,
  ...zhCNJobClarity,
  ...zhCNApp,
  ...zhCNEditor,
  ...zhCNRelease,
  ...zhCNPriceReview,
  ...zhCNChangeRequests,
  ...zhCNChangeRequestWords,
  ...zhCNPreview,
  ...zhCNTests,
  ...zhCNRobustness,
  ...zhCNRestatements,
  ...zhCNShops,
  ...zhCNTraces,
  ...zhCNNav,
  ...zhCNSettings,
  ...zhCNFirstScreens,
  ...zhCNWebhooks,
  ...zhCNGuards,
  ...zhCNGuardTrace,
  ...zhCNReleaseGuidance,
  ...zhCNCheckSays,
};
