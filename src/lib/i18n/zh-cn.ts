import type { MessageKey } from './en';

/** 简体中文：商家界面的默认语言。 */
export const zhCN: Record<MessageKey, string> = {
  'common.loading': '加载中…',
  'common.more': '加载更多',
  'common.notYet': '这个页面还在开发中。',
  'common.cancel': '取消',
  'common.close': '关闭',
  'common.add': '添加',
  'common.remove': '删除',
  'common.moveUp': '上移',
  'common.moveDown': '下移',
  'common.yes': '是',
  'common.no': '否',

  'error.screen': '这个页面无法显示。',
  'error.session': '无法确认当前登录的用户。',

  'health.connecting': '连接中…',
  'health.unreachable': '无法连接',

  'header.language': '语言',
  'header.signOut': '退出登录',

  'nav.skip': '跳到正文',
  'nav.main': '主导航',
  'nav.home': '返回 Harness 列表',
  'nav.harnesses': 'Harness 列表',
  'nav.harness': 'Harness',
  'nav.versions': '版本',
  'nav.diff': '版本对比',
  'nav.audit': '操作日志',

  'notFound.title': '这个地址没有内容。',

  'role.merchant': '商家',
  'role.ops': '运营',
  'role.engineer': '工程师',
  'role.qa': '测试',
  'role.publisher': '发布负责人',
  'role.admin': '管理员',

  'signIn.title': '登录 Harness Studio',
  'signIn.intro': '请粘贴管理员发给您的访问令牌。',
  'signIn.token': '访问令牌',
  'signIn.hint': '令牌只发送一次，之后 Studio 用安全 Cookie 保持登录。',
  'signIn.submit': '登录',
  'signIn.working': '登录中…',
  'signIn.rejected': '令牌无效，请检查后重试。',
  'signIn.failed': '登录失败，请稍后重试。',

  'home.intro': '编辑、检查、版本管理、预览并发布直播数字人主播的 Harness。',

  'harnesses.title': 'Harness 列表',
  'harnesses.empty': '还没有 Harness。',
  'harnesses.loadFailed': '无法加载 Harness 列表。',
  'harnesses.shop': '店铺 {shop}',
  'harnesses.createSample': '用示例新建 Harness',
  'harnesses.createFailed': '无法创建 Harness。',

  'harness.loadFailed': '无法加载这个 Harness。',

  'labels.title': '标签',
  'labels.none': '还没有标签指向任何版本。',
  'labels.pointsAt': '{label} → v{version}',
  'labels.split': '（{percent}% → v{version}）',

  'overview.draft': '草稿',
  'overview.counts': '草稿的组成部分',
  'overview.valid': '草稿通过了全部检查。',
  'overview.invalid': '草稿有 {count} 个问题，修复后才能生成版本。',
  'overview.attention': '需要处理',

  'draft.loadFailed': '无法加载草稿。',

  'kind.meta': '设置',
  'kind.prompt': '提示词',
  'kind.preferences': '商家偏好',
  'kind.skill': '技能',
  'kind.tool': '工具',
  'kind.hook': '钩子',
  'kind.promotion': '促销',
  'kind.skills': '技能',
  'kind.tools': '工具',
  'kind.hooks': '钩子',
  'kind.promotions': '促销活动',

  'status.unsaved': '有未保存的修改',
  'status.errors': '{count} 个错误',
  'status.warnings': '{count} 个警告',
};
