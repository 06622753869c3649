import type { enExperiments } from '../en/experiments';
import type { DictionaryOf } from '../plural';

/** 实验报告（标签的分流即 A/B 实验）的简体中文文案。 */
export const zhCNExperiments: DictionaryOf<typeof enExperiments> = {
  'experiment.title': '“{label}”上的实验',
  'experiment.loading': '正在加载实验……',
  'experiment.failed': '无法加载实验报告。',
  'experiment.noSplit': '这个标签从未分流，没有可显示的实验。',
  'experiment.window':
    'v{treatment}（实验组）分到 {percent}% 的观众；v{control}（对照组）保留 {rest}%。自 {start} 起。',
  'experiment.ended': '已于 {end} 结束。',
  'experiment.running': '进行中；每分钟刷新。',
  'experiment.method':
    '区间为始终有效的 95% 区间（混合序贯检验）：随时查看多少次都不会增加误报。区间不含零时，提升才算数。',
  'experiment.rollbackTitle': '已自动回滚',
  'experiment.rollbackTitleOf': '“{label}”已自动回滚',
  'experiment.rollbackBody':
    '{at} 有护栏被突破，标签已自动回到 v{control}（对 v{treatment} 的 {percent}% 分流已结束）。',
  'experiment.srmTitle': '样本比例不匹配',
  'experiment.srmBody':
    '各组观众数与分流比例不符（p = {p}）：某一侧的观众丢失或被重复计数。查明原因之前，请勿相信提升数据。',
  'experiment.srmOk': '观众数与分流比例相符（SRM p = {p}）。',
  'experiment.metrics': 'v{treatment} 相对 v{control} 的提升',
  'experiment.metric.conversion': '{event}：发生该事件的观众占比',
  'experiment.metric.valuePerUnit': '{event}：人均金额',
  'experiment.notEnough': '观众还不够多。',
  'experiment.significant': '显著',
  'experiment.notSignificant': '尚不显著',
  'experiment.interval': '{estimate}（区间 {low} 至 {high}）',
  'experiment.chartLabel': '{metric}：提升 {estimate}，区间 {low} 至 {high}，共 {count} 次查看',
  'experiment.arms': '实验组',
  'experiment.arm': '组',
  'experiment.control': '对照',
  'experiment.treatment': '实验',
  'experiment.units': '观众',
  'experiment.valuePerUnit': '人均确认收货金额',
  'experiment.latency': '首字 P50 / P95',
  'experiment.errorRate': '错误率',
  'experiment.hookBlockRate': '钩子拦截率',
  'experiment.turns': '已追踪轮次',
  'experiment.events': '事件（次数，金额）',
  'experiment.guardrails': '护栏',
  'experiment.noGuardrails': '此分流没有设置护栏。',
  'experiment.breached': '已突破',
  'experiment.holding': '正常',
};
