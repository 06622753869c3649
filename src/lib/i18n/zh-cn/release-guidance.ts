import type { enReleaseGuidance } from '../en/release-guidance';
import type { DictionaryOf } from '../plural';

export const zhCNReleaseGuidance: DictionaryOf<typeof enReleaseGuidance> = {
  'requests.openWaitsLabels': '正在加载标签，加载后即可发起。',
  'requests.openWaitsPending': '正在发起申请…',
};
