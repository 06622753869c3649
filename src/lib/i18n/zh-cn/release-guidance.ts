import type { enReleaseGuidance } from '../en/release-guidance';
import type { DictionaryOf } from '../plural';

export const zhCNReleaseGuidance: DictionaryOf<typeof enReleaseGuidance> = {
  'requests.openWaitsLabels': '正在加载标签，加载后即可发起。',
  'requests.openWaitsPending': '正在发起申请…',
  'overviewPage.gate.serving': 'v{version} 即当前草稿，线上正在使用它：没有需要发布的内容。',
  'overviewPage.gate.leftByRollback':
    '{who} 已于 {when} 将线上从 v{version} 回滚到 v{to}，因此不再推荐它：再次发布需要通过测试门禁并填写原因。',
  'requests.publishWaitsGate': '“立即发布”需先通过测试门禁：{reason}',
  'requests.scheduleState': '排期：{state}',
  'requests.fired': '已按排期于 {when} 发布',
  'requests.firedUntil': '已按排期于 {when} 发布；将于 {until} 移回',
  'requests.firedEnded': '已按排期于 {when} 发布；已不在线上（已于 {ended} 移回）',
  'requests.firedSuperseded': '已按排期于 {when} 发布；结束前已被之后的变更取代',
  'requests.noLongerLive': '已不在线上（已于 {when} 移回）',
  'publish.rollbackWho': '只有{who}可以移动 {label}，回滚也是。',
  'publish.rollbackAsk':
    '只有{who}可以移动 {label}，回滚也是：点“申请回滚”会发起一个变更申请，版本已填好，交给他们处理。',
  'publish.askRollback': '申请回滚到 v{version}',
  'requests.rollbackTitle': '将 {label} 回滚到 v{version}',
  'schedules.pendingEndsTitle': '尚未结束的时间窗',
  'schedules.pendingEndLine': '{label} 在 {when} 之前使用 v{version}，届时移回 v{back}。',
  'publish.gate.leftByRollback':
    '线上已于 {when} 从 v{version} 回滚到 v{to}：再次发布它不算回滚，需要通过测试门禁并填写原因。',
};
