import type { enChangeRequestWords } from '../en/change-request-words';
import type { DictionaryOf } from '../plural';

export const zhCNChangeRequestWords: DictionaryOf<typeof enChangeRequestWords> = {
  'problem.code.change_request.own': '不能批准或驳回自己发起的变更申请。',
  'problem.code.change_request.not_approved': '这个变更申请还没有得到足够的批准，不能发布。',
  'problem.code.change_request.state': '这个变更申请当前为「{state}」，现在不能这样操作。',
  'problem.code.label.approvals_required': '这个标签移动前需要批准：请为它发起变更申请。',
  'problem.code.overlay.review_scheduled':
    '变更申请 #{requestId} 已排期发布这个店铺的设置：要修改，请先取消它的排期。',
  'problem.code.change_request.unknown_label': '这个 Harness 没有这个标签。',
  'problem.code.change_request.unknown_shop': '这个 Harness 没有这个店铺。',
  'problem.code.change_request.unknown_version': '没有这个版本。',
  'problem.code.change_request.unknown_overlay': '这个店铺没有这个设置版本。',
  'problem.code.change_request.source': '标签要用草稿或某个版本；店铺要用它自己的设置版本。',
  'problem.code.label.version': '请填写版本号，例如 3。',
  'problem.code.label.unknown_version': '没有这个版本。',
  'problem.code.label.split_same': '分流要指向另一个版本。',
  'problem.code.label.split_percent': '请填写 1 到 99 之间的整数百分比。',
  'problem.code.label.reason': '请说明移动标签的原因（最多 1000 个字符）。',
  'problem.code.webhook.url.credentials':
    'URL 里不要放用户名或密码：接收方改用 webhook-signature 请求头验证。',
  'problem.code.webhook.url.unresolved': '工作室找不到这个主机。',
  'problem.code.webhook.url.internal':
    '这是内网地址：Webhook 只发往公网地址，除非工作室设置里放行了这个主机。',
  'enum.action.change_request.open': '发起变更申请',
  'enum.action.change_request.revise': '修改变更申请',
  'enum.action.change_request.comment': '评论变更申请',
  'enum.action.change_request.request_changes': '要求修改变更申请',
  'enum.action.change_request.approve': '批准变更申请',
  'enum.action.change_request.publish': '发布变更申请',
  'enum.action.change_request.close': '关闭变更申请',
  'enum.action.change_request.schedule': '排期发布变更申请',
  'enum.action.change_request.unschedule': '取消变更申请的排期',
  'enum.action.change_request.pin': '为变更申请固定预览',
  'enum.action.change_request.unpin': '移除固定的预览',
  'enum.action.change_request.fail': '变更申请的排期发布失败',
  'enum.action.approvals.override': '未经批准移动标签',
  'enum.action.overlay.propose': '提交店铺设置待审核',
  'enum.entity.change-request': '变更申请',
};
