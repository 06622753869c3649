import type { DiagnosticParams, DiagnosticTexts } from './diagnostics-en';

type P = DiagnosticParams;
const didYouMean = (s: string | undefined) => (s ? `你是不是想写“${s}”？` : '');

/** 校验提示的中文说法：按诊断代码对应，名称和数字取自核心的英文原文。 */
export const diagnosticsZhCN: DiagnosticTexts = {
  'skill.duplicate_id': (p: P) => `技能 ID“${p.id}”已被第 ${p.first} 个技能使用，请换一个 ID。`,
  'tool.duplicate_name': (p: P) =>
    `工具名“${p.id}”已被第 ${p.first} 个工具使用，模型分不清它们，请给其中一个改名。`,
  'hook.duplicate_id': (p: P) => `钩子 ID“${p.id}”已被第 ${p.first} 个钩子使用，请换一个 ID。`,
  'promotion.duplicate_id': (p: P) => `促销 ID“${p.id}”已被第 ${p.first} 个促销使用，请换一个 ID。`,
  'prompt.duplicate_section_id': (p: P) =>
    `段落 ID“${p.id}”已被第 ${p.first} 个段落使用，请换一个 ID。`,
  'prompt.duplicate_variable': (p: P) =>
    `变量“${p.id}”已经在第 ${p.first} 个变量里声明过，请删除这一个或改名。`,
  'skill.unknown_tool': (p: P) =>
    `技能“${p.skill}”允许使用工具“${p.tool}”，但没有叫这个名字的工具。${didYouMean(p.suggestion)}请添加这个工具，或从技能里移除它。`,
  'skill.disabled_tool': (p: P) =>
    `技能“${p.skill}”允许使用工具“${p.tool}”，但这个工具已关闭，模型调用不了。请打开它，或从技能里移除。`,
  'tool.parameters_not_object': (p: P) =>
    `工具“${p.tool}”的参数必须是带名字的对象：把 "type" 设为 "object"，并在 "properties" 下列出各个参数。`,
  'tool.invalid_schema:dialect': (p: P) =>
    `工具“${p.tool}”：参数声明了本工作室不用的 JSON Schema 版本。请删掉 "$schema"，或设为 "${p.url}"。`,
  'tool.invalid_schema:pattern': (p: P) =>
    `工具“${p.tool}”：正则表达式 ${p.pattern} 不合法，无法据此检查参数。请修正。`,
  'tool.invalid_schema:meta': (p: P) =>
    `工具“${p.tool}”：${p.path ? `参数中的“${p.path}”` : '参数的 JSON Schema'}不合法（${p.problem}），不符合 JSON Schema（draft 2020-12）。请修正，以便检查参数。`,
  'tool.invalid_schema:deep': (p: P) =>
    `工具“${p.tool}”：参数的 JSON Schema 嵌套太深，无法检查，请简化。`,
  'meta:oneOf': (p: P) => `只能是 ${p.options} 之一`,
  'tool.strict_incompatible': (p: P) =>
    `工具“${p.tool}”${p.strict ? '开启了严格模式，OpenAI 会拒绝' : '无法切换到 OpenAI 严格模式'}：${p.problem}`,
  'strict:depth': (p: P) => `JSON Schema 嵌套超过 ${p.depth} 层，请拍平。`,
  'strict:keyword': (p: P) => `不支持 "${p.keyword}"，请删除。`,
  'strict:anyOf': () => '最外层不能是 "anyOf"，请让最外层是一个对象。',
  'strict:additional': () => '每个对象都需要 "additionalProperties": false，请加上。',
  'strict:required': (p: P) =>
    `"${p.key}" 必须列在 "required" 里；想让它可选，就列进去并允许 null。`,
  'tool.reserved_name': (p: P) =>
    `“${p.name}”是按需加载技能的内置工具名。请给这个工具改名，或把技能披露方式改为内联。`,
  'hook.syntax': (p: P) =>
    `钩子代码${p.line ? `第 ${p.line} 行第 ${p.column} 列` : ''}有语法错误（${p.reason}），请在那里修改。`,
  'hook.no_entry': (p: P) =>
    `钩子“${p.hook}”没有定义运行时要调用的函数。请在最外层写一个 "function hook(ctx) { ... }" 并返回决定。`,
  'prompt.unknown_variable': (p: P) =>
    `段落“${p.section}”用了 {{${p.name}}}，这不是已知的变量。${didYouMean(p.suggestion)}请改正拼写，或在提示词变量里声明“${p.name}”并给出默认值。`,
  'prompt.unclosed_braces:open': (p: P) =>
    `段落“${p.section}”第 ${p.line} 行：“{{”没有用“}}”闭合，会原样发给模型。请补上，或删掉括号。`,
  'prompt.unclosed_braces:name': (p: P) =>
    `段落“${p.section}”第 ${p.line} 行：“{{${p.shown}}}”不是合法的变量名，不会被替换。请用 {{product.name}} 这样的名字，或删掉括号。`,
  'prompt.banned_word': (p: P) =>
    `段落“${p.section}”含有禁用词 ${p.words}${p.more ? ` 等另外 ${p.more} 个` : ''}，主播可能会照着说出来。请改写段落，或把这个词移出禁用词表。`,
  'promotion.window_reversed': (p: P) =>
    `促销“${p.name}”的结束时间（${p.end}）不晚于开始时间（${p.start}），永远不会生效。请把结束时间设在开始之后。`,
  'promotion.invalid_date': (p: P) =>
    `促销“${p.name}”：${p.value} 不是真实存在的日期，请重新选择。`,
  'promotion.exclusive_overlap': (p: P) =>
    `促销“${p.name}”与 ${p.others} 时间重叠、商品相同，且其中有不可叠加的，无法同时生效。请调整时间或商品，或都设为可叠加。`,
  'promotion.exclusive_may_overlap': (p: P) =>
    `促销“${p.name}”与 ${p.others} 时间重叠，且其中有不可叠加的。一个按商品、一个按类目，工作室判断不了是否有重合：请确认列出的商品不在列出的类目里。`,
  'promotion.discount_exceeds_threshold': (p: P) =>
    `促销“${p.name}”满 ${p.threshold} 减 ${p.discount}，订单会变成免费甚至负数。请让优惠金额小于门槛。`,
  'promotion.coupon_exceeds_min_spend': (p: P) =>
    `优惠券“${p.name}”面额 ${p.amount}，最低消费只要 ${p.minSpend}，订单可能一分钱不花。请降低面额或提高最低消费。`,
  'promotion.empty_scope': (p: P) =>
    `促销“${p.name}”限定了${p.kind === 'products' ? '商品' : '类目'}，但一个都没列。请添加${p.kind === 'products' ? '商品' : '类目'} ID，或改为全部适用。`,
  'preferences.duplicate_brand_term': (p: P) =>
    `品牌用语“${p.term}”已经在第 ${p.first} 条里了。请只保留一条，把两处说明合在一起。`,
  'validate.internal': () => '工作室没能完成对这个 harness 的检查，请报告这个问题。',
  'schema.not_object': () => 'harness 必须是一个对象。',
  'schema.version_missing': (p: P) => `请设置 schemaVersion（当前版本是 ${p.current}）。`,
  'schema.version_unsupported': (p: P) =>
    `schemaVersion ${p.version} 比本工作室能读的版本（${p.current}）更新，请升级工作室。`,
  'schema.unknown_field': (p: P) => `这里没有“${p.key}”这个字段。`,
  'schema.invalid_type:required': (p: P) => `${p.field}必须填写。`,
  'schema.invalid_type:expected': (p: P) => `${p.field}应当是${p.expected}。`,
  'schema.too_small:empty': (p: P) => `${p.field}不能为空。`,
  'schema.too_small:chars': (p: P) => `${p.field}至少要 ${p.n} 个字符。`,
  'schema.too_small:items': (p: P) => `${p.field}至少要有 ${p.n} 项。`,
  'schema.too_small:value': (p: P) => `${p.field}不能小于 ${p.n}。`,
  'schema.too_big:chars': (p: P) => `${p.field}最多 ${p.n} 个字符。`,
  'schema.too_big:items': (p: P) => `${p.field}最多 ${p.n} 项。`,
  'schema.too_big:value': (p: P) => `${p.field}不能大于 ${p.n}。`,
  'schema.too_small:above': (p: P) => `${p.field}必须大于 ${p.n}。`,
  'schema.too_big:below': (p: P) => `${p.field}必须小于 ${p.n}。`,
  'schema.invalid_format:slug': (p: P) =>
    `${p.field}只能用小写字母、数字和连字符${p.example ? `，例如“${p.example}”` : ''}。`,
  'schema.invalid_format:toolName': (p: P) =>
    `${p.field}只能用 1-64 个字母、数字、“_”或“-”，例如“${p.example}”。`,
  'schema.invalid_format:localTime': (p: P) => `${p.field}请写成 ${p.example} 这样的格式。`,
  'schema.invalid_format:code': (p: P) =>
    `${p.field}只能用 ${p.range} 个大写字母、数字、“_”或“-”。`,
  'schema.invalid_format:url': (p: P) => `${p.field}请填写 http:// 或 https:// 开头的地址。`,
  'schema.custom:timeZone': (p: P) => `${p.field}请选择时区，例如 ${p.example}。`,
  'schema.invalid_value:options': (p: P) =>
    `${p.field}只能是 ${(p.options ?? '').replace(/,? or /, ', ')} 之一。`,
  'schema.invalid_value': (p: P) => `${p.field}的取值不在允许的范围内。`,
  'schema.invalid_format': (p: P) => `${p.field}的格式不对。`,
  'schema.invalid_union': (p: P) => `${p.field}不符合任何一种允许的写法。`,
  'schema.invalid_key': (p: P) => `${p.field}里有不允许的键。`,
  'schema.invalid_element': (p: P) => `${p.field}里有不允许的项。`,
  'schema.not_multiple_of': (p: P) => `${p.field}的数值不符合步长要求。`,
  'schema.invalid_type': (p: P) => `${p.field}的类型不对。`,
  'schema.too_small': (p: P) => `${p.field}太小或太短。`,
  'schema.too_big': (p: P) => `${p.field}太大或太长。`,
  'schema.custom': (p: P) => `${p.field}不符合要求。`,
  fallback: (p: P) => `${p.field}有问题（${p.code}）：${p.core}`,
  'field:item': (p: P) => `${p.name}第 ${p.index} 项`,
  'field:named': (p: P) => `“${p.name}”`,
  'field:root': () => 'harness ',
  'type:text': () => '文字',
  'type:a number': () => '数字',
  'type:a whole number': () => '整数',
  'type:yes or no (true/false)': () => '是或否（true/false）',
  'type:a list': () => '列表',
  'type:a group of fields': () => '一组字段',
  'more:others': (p: P) => `${p.list} 等另外 ${p.n} 个促销`,
  fieldNames: {
    name: '名称',
    id: 'ID',
    title: '标题',
    description: '描述',
    instructions: '说明',
    body: '正文',
    price: '价格',
    listPrice: '划线价',
    stock: '库存',
    nickname: '昵称',
    memberTier: '会员等级',
    now: '时间',
    comments: '弹幕',
    highlights: '卖点',
    tone: '语气',
    greeting: '欢迎语',
    language: '语言',
    forbiddenTopics: '禁聊话题',
    discountFloor: '折扣底线',
    brandTerms: '品牌用语',
    term: '用语',
    note: '备注',
    maxReplyChars: '回复字数上限',
    shopName: '店铺名称',
    threshold: '门槛',
    discount: '优惠金额',
    amount: '面额',
    minSpend: '最低消费',
    percentOff: '折扣',
    start: '开始时间',
    end: '结束时间',
    quota: '限量',
    total: '总量',
    perViewer: '每人限量',
    viewers: '适用观众',
    memberTiers: '会员等级',
    code: '券码',
    ids: 'ID 列表',
    source: '代码',
    timeoutMs: '超时（毫秒）',
    memoryLimitKb: '内存上限（KB）',
    url: '地址',
    endpoint: '端点',
    temperature: '温度',
    maxTokens: '最大 token 数',
    maxSteps: '最大步数',
    bannedWords: '禁用词',
    allowedTools: '允许的工具',
  },
};
