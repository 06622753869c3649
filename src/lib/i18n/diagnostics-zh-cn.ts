import type { CodeTexts, DiagnosticTexts } from './diagnostics-en';
import { fieldNamesZhCN } from './field-names-zh-cn';
import { turnErrorsZhCN } from './turn-errors-zh-cn';

type Value = string | number | undefined;

const didYouMean = (s: Value) => (s !== undefined ? `你是不是想写“${s}”？` : '');
const andMore = (more: Value, what = '') => (more ? ` 等另外 ${more} 个${what}` : '');

/** zod 的类型名（string、int 等）的中文说法。 */
const TYPES: Record<string, string> = {
  string: '文字',
  number: '数字',
  int: '整数',
  boolean: '是或否（true/false）',
  array: '列表',
  object: '一组字段',
};

type P<C extends keyof CodeTexts> = Parameters<CodeTexts[C]>[0];

function invalidSchema(p: P<'tool.invalid_schema'>): string {
  const tool = `工具“${p.tool}”：`;
  switch (p.kind) {
    case 'dialect':
      return `${tool}参数声明了本工作室不用的 JSON Schema 版本。请删掉 "$schema"，或设为 "${p.url}"。`;
    case 'pattern':
      return `${tool}正则表达式 ${p.pattern} 不合法，无法据此检查参数。请修正。`;
    case 'deep':
      return `${tool}参数的 JSON Schema 嵌套太深，无法检查，请简化。`;
    default: {
      const where = p.path ? `参数中的“${p.path}”` : '参数的 JSON Schema';
      const problem = p.options !== undefined ? `只能是 ${p.options} 之一` : p.reason;
      return `${tool}${where}不合法（${problem}），不符合 JSON Schema（draft 2020-12）。请修正，以便检查参数。`;
    }
  }
}

function strictProblem(p: P<'tool.strict_incompatible'>): string {
  switch (p.kind) {
    case 'depth':
      return `JSON Schema 嵌套超过 ${p.depth} 层，请拍平。`;
    case 'keyword':
      return `不支持 "${p.keyword}"，请删除。`;
    case 'anyOf':
      return '最外层不能是 "anyOf"，请让最外层是一个对象。';
    case 'additional':
      return '每个对象都需要 "additionalProperties": false，请加上。';
    default:
      return `"${p.key}" 必须列在 "required" 里；想让它可选，就列进去并允许 null。`;
  }
}

function tooSmall({ field, kind, n }: P<'schema.too_small'>): string {
  if (kind === 'empty') return `${field}不能为空。`;
  if (kind === 'chars') return `${field}至少要 ${n} 个字符。`;
  if (kind === 'items') return `${field}至少要有 ${n} 项。`;
  if (kind === 'value') return `${field}不能小于 ${n}。`;
  if (kind === 'above') return `${field}必须大于 ${n}。`;
  return `${field}太小或太短。`;
}

function tooBig({ field, kind, n }: P<'schema.too_big'>): string {
  if (kind === 'chars') return `${field}最多 ${n} 个字符。`;
  if (kind === 'items') return `${field}最多 ${n} 项。`;
  if (kind === 'value') return `${field}不能大于 ${n}。`;
  if (kind === 'below') return `${field}必须小于 ${n}。`;
  return `${field}太大或太长。`;
}

function invalidFormat({ field, kind, example, range }: P<'schema.invalid_format'>): string {
  const like = example !== undefined ? `，例如“${example}”` : '';
  if (kind === 'slug') return `${field}只能用小写字母、数字和连字符${like}。`;
  if (kind === 'toolName') return `${field}只能用 1-64 个字母、数字、“_”或“-”${like}。`;
  if (kind === 'localTime') return `${field}请写成 ${example} 这样的格式。`;
  if (kind === 'code') return `${field}只能用 ${range} 个大写字母、数字、“_”或“-”。`;
  if (kind === 'url') return `${field}请填写 http:// 或 https:// 开头的地址。`;
  return `${field}的格式不对。`;
}

function missingFile(p: P<'folder.missing_file'>): string {
  if (p.key !== undefined)
    return `缺少 ${p.file}，但 harness.yaml 在 ${p.where} 下列出了“${p.key}”。请添加这个文件，或删掉这一项。`;
  if (p.count !== undefined) return `缺少 ${p.file}，但 harness.yaml 列出了 ${p.count} 个促销。`;
  return `缺少 ${p.file}，它保存店铺偏好设置。`;
}

/** 促销编辑页上各金额字段的名称。 */
const PROMOTION_PARTS: Record<string, string> = {
  price: '秒杀价',
  threshold: '满减门槛',
  discount: '减免金额',
  amount: '券面额',
  minSpend: '最低消费',
  percentOff: '优惠百分比',
};

function belowFloor(p: P<'promotion.below_floor'>): string {
  const floor = `低于折扣底线 ${p.floor}%`;
  if (p.kind === 'percentage')
    return `促销“${p.name}”：优惠 ${p.off}% 后只剩原价的 ${p.percent}%，${floor}。优惠最多 ${p.limit}%。`;
  const others = p.more ? `（另有 ${p.more} 个商品也低于底线）` : '';
  const share = `是 ${p.product} 原价 ¥${p.listPrice} 的 ${p.percent}%${others}，${floor}`;
  if (p.kind === 'flash_sale')
    return `促销“${p.name}”：秒杀价 ¥${p.price} ${share}。秒杀价至少要 ¥${p.limit}。`;
  const threshold = p.kind === 'threshold';
  return `促销“${p.name}”：单件 ¥${p.unitPrice} 就达到${threshold ? '满减门槛' : '最低消费'}，减 ¥${p.off} 后只要 ¥${p.price}，${share}。${threshold ? '减免金额' : '券面额'}最多 ¥${p.limit}。`;
}

/** 校验提示的中文说法：按诊断代码对应，名称和数字取自诊断的 params。 */
const codes: CodeTexts = {
  'schema.not_object': () => '配置必须是一个对象。',
  'schema.version_missing': (p) => `请设置 schemaVersion（当前版本是 ${p.current}）。`,
  'schema.version_unsupported': (p) =>
    `schemaVersion ${p.version} 比本工作室能读的版本（${p.current}）更新，请升级工作室。`,
  'schema.unknown_field': (p) => `这里没有“${p.key}”这个字段。`,
  'schema.invalid_type': (p) =>
    p.kind === 'required'
      ? `${p.field}必须填写。`
      : `${p.field}应当是${TYPES[p.expected] ?? p.expected}。`,
  'schema.too_small': tooSmall,
  'schema.too_big': tooBig,
  'schema.invalid_value': (p) =>
    p.count === 1 ? `${p.field}必须是 ${p.options}。` : `${p.field}只能是 ${p.options} 之一。`,
  'schema.invalid_format': invalidFormat,
  'schema.custom': (p) =>
    p.kind === 'timeZone' ? `${p.field}请选择时区，例如 ${p.example}。` : `${p.field}不符合要求。`,
  'schema.invalid_union': (p) => `${p.field}不符合任何一种允许的写法。`,
  'schema.invalid_key': (p) => `${p.field}里有不允许的键。`,
  'schema.invalid_element': (p) => `${p.field}里有不允许的项。`,
  'schema.not_multiple_of': (p) => `${p.field}必须是 ${p.divisor} 的倍数。`,
  'validate.internal': () => '工作室没能完成对这个配置的检查，请报告这个问题。',
  'skill.duplicate_id': (p) => `技能 ID“${p.id}”已被第 ${p.first} 个技能使用，请换一个 ID。`,
  'tool.duplicate_name': (p) =>
    `工具名“${p.id}”已被第 ${p.first} 个工具使用，模型分不清它们，请给其中一个改名。`,
  'hook.duplicate_id': (p) => `钩子 ID“${p.id}”已被第 ${p.first} 个钩子使用，请换一个 ID。`,
  'promotion.duplicate_id': (p) => `促销 ID“${p.id}”已被第 ${p.first} 个促销使用，请换一个 ID。`,
  'prompt.duplicate_section_id': (p) =>
    `段落 ID“${p.id}”已被第 ${p.first} 个段落使用，请换一个 ID。`,
  'prompt.duplicate_variable': (p) =>
    `变量“${p.id}”已经在第 ${p.first} 个变量里声明过，请删除这一个或改名。`,
  'skill.unknown_tool': (p) =>
    `技能“${p.skill}”允许使用工具“${p.tool}”，但没有叫这个名字的工具。${didYouMean(p.suggestion)}请添加这个工具，或从技能里移除它。`,
  'skill.disabled_tool': (p) =>
    `技能“${p.skill}”允许使用工具“${p.tool}”，但这个工具已关闭，模型调用不了。请打开它，或从技能里移除。`,
  'tool.parameters_not_object': (p) =>
    `工具“${p.tool}”的参数必须是带名字的对象：把 "type" 设为 "object"，并在 "properties" 下列出各个参数。`,
  'tool.reserved_name': (p) =>
    `“${p.name}”是按需加载技能的内置工具名。请给这个工具改名，或把技能披露方式改为内联。`,
  'tool.invalid_schema': invalidSchema,
  'tool.strict_incompatible': (p) =>
    `工具“${p.tool}”${p.mode === 'strict' ? '开启了严格模式，OpenAI 会拒绝' : '无法切换到 OpenAI 严格模式'}：${strictProblem(p)}`,
  'hook.syntax': (p) =>
    `钩子代码${p.line !== undefined ? `第 ${p.line} 行第 ${p.column} 列` : ''}有语法错误（${p.reason}），请在那里修改。`,
  'hook.no_entry': (p) =>
    `钩子“${p.hook}”没有定义运行时要调用的函数。请在最外层写一个 "function hook(ctx) { ... }" 并返回决定。`,
  'hook.action_not_allowed': (p) =>
    `钩子“${p.hook}”在 ${p.event} 时运行，这时只能返回 ${p.allowed}；但它的代码在第 ${p.line} 行第 ${p.column} 列返回“${p.action}”，运行时会拒绝这个决定，按钩子的出错处理方式办。请在那里改成 ${p.allowed} 之一。`,
  'prompt.unknown_variable': (p) =>
    `段落“${p.section}”用了 {{${p.name}}}，这不是已知的变量。${didYouMean(p.suggestion)}请改正拼写，或在提示词变量里声明“${p.name}”并给出默认值。`,
  'prompt.unclosed_braces': (p) =>
    p.kind === 'open'
      ? `段落“${p.section}”第 ${p.line} 行：“{{”没有用“}}”闭合，会原样发给模型。请补上，或删掉括号。`
      : `段落“${p.section}”第 ${p.line} 行：“{{${p.shown}}}”不是合法的变量名，不会被替换。请用 {{product.name}} 这样的名字，或删掉括号。`,
  'prompt.banned_word': (p) =>
    `段落“${p.section}”含有禁用词 ${p.words}${andMore(p.more)}，主播可能会照着说出来。请改写段落，或把这个词移出禁用词表。`,
  'skill.banned_word': (p) =>
    `技能“${p.skill}”含有禁用词 ${p.words}${andMore(p.more)}，主播可能会照着说出来。请改写技能，或把这个词移出禁用词表。`,
  'prompt.cache_prefix': (p) => {
    const who = p.kind === 'turn' ? '每位观众' : '每换一个商品';
    const tools = Number(p.tools) > 0 ? `和 ${p.tools} 个工具` : '';
    const fix =
      p.kind === 'turn'
        ? '请在设置里改用“缓存友好”的提示词布局（按轮变化的段落单独成一条消息），或把这个段落移到最后。'
        : '请在设置里改用“缓存友好”的提示词布局：随商品变化的段落放在工具之后，每换一个商品才发一次。';
    return `${who}都要重新计算段落“${p.section}”里 {{${p.name}}} 之后的 ${Number(p.chars).toLocaleString('en-US')} 个字符${tools}：推理服务器的前缀缓存无法复用它们。${fix}`;
  },
  'prompt.cache_history': (p) =>
    `这个提示词布局不会把之前的轮次留在原处：追问时的请求从第 ${p.message} 条消息起就和这位观众上一次的请求不同，推理服务器的前缀缓存每次追问都要从那里重新计算整段对话。请改用让每一轮的消息都留在原处的布局。`,
  'promotion.window_reversed': (p) =>
    `促销“${p.name}”的结束时间（${p.end}）不晚于开始时间（${p.start}），永远不会生效。请把结束时间设在开始之后。`,
  'promotion.invalid_date': (p) => `促销“${p.name}”：${p.value} 不是真实存在的日期，请重新选择。`,
  'promotion.exclusive_overlap': (p) =>
    `促销“${p.name}”与 ${p.others}${andMore(p.more, '促销')} 时间重叠、商品相同，且其中有不可叠加的，无法同时生效。请调整时间或商品，或都设为可叠加。`,
  'promotion.exclusive_may_overlap': (p) =>
    `促销“${p.name}”与 ${p.others}${andMore(p.more, '促销')} 时间重叠，且其中有不可叠加的。一个按商品、一个按类目，工作室判断不了是否有重合：请确认列出的商品不在列出的类目里。`,
  'promotion.discount_exceeds_threshold': (p) =>
    `促销“${p.name}”满 ${p.threshold} 减 ${p.discount}，订单会变成免费甚至负数。请让优惠金额小于门槛。`,
  'promotion.coupon_exceeds_min_spend': (p) =>
    `优惠券“${p.name}”面额 ${p.amount}，最低消费只要 ${p.minSpend}，订单可能一分钱不花。请降低面额或提高最低消费。`,
  'promotion.empty_scope': (p) => {
    const what = p.kind === 'products' ? '商品' : '类目';
    return `促销“${p.name}”限定了${what}，但一个都没列。请添加${what} ID，或改为全部适用。`;
  },
  'promotion.name_number_mismatch': (p) =>
    `促销“${p.name}”的名称写着“${p.said}”${p.part === 'percentOff' ? `（即优惠 ${p.value}%）` : ''}，但它的${PROMOTION_PARTS[p.part] ?? p.part}是 ${p.fieldValue}。主播和观众会看到两个不同的数字：请改名称，或改这一项。`,
  'promotion.below_floor': (p) => belowFloor(p),
  'preferences.duplicate_brand_term': (p) =>
    `品牌用语“${p.term}”已经在第 ${p.first} 条里了。请只保留一条，把两处说明合在一起。`,
  'overlay.unknown_skill': (p) => `平台方案里没有技能“${p.id}”，无法关闭它。`,
  'overlay.unknown_variable': (p) => `平台方案的提示词里没有变量“${p.name}”。`,
  'overlay.locked_skill': (p) => `技能“${p.id}”已被平台锁定，店铺不能关闭它。`,
  'overlay.locked_variable': (p) => `变量“${p.name}”已被平台锁定，店铺不能改它的值。`,
  'overlay.locked_preference': (p) =>
    `“${fieldNamesZhCN[p.field] ?? p.field}”已被平台锁定，店铺不能修改。`,
  // `field` is the reader's name of the field, quoted (the located field's, as TextBase says it).
  'overlay.floor_loosened': (p) =>
    `店铺的${p.field}只能比平台的更严：${p.value}% 低于平台的 ${p.floor}%。请填 ${p.floor} 或更高，或留空沿用平台的。`,
  'overlay.drops_base_entries': (p) =>
    `店铺只能在平台的“${fieldNamesZhCN[p.field] ?? p.field}”上添加，不能删除：这个列表会去掉 ${p.entries}${andMore(p.more, '条')}。请只列出店铺自己的条目。`,
  'overlay.banned_word': (p) =>
    `这段文字含有平台禁用词 ${p.words}${andMore(p.more)}，主播会学着在直播里说出来。请换个说法。`,
  'overlay.forbidden_topic': (p) =>
    `这段文字涉及平台禁聊的话题（“${p.word}”），主播不能聊这些。请删掉这部分。`,
  'overlay.overrides_rules': (p) =>
    `这段文字让主播不管平台的规则（“${p.phrase}”），主播必须遵守这些规则。请删掉这部分。`,
  'folder.bad_yaml': (p) => `${p.file}：YAML 读不出来（${p.reason}）。`,
  'folder.bad_json': (p) => `${p.file}：JSON 读不出来（${p.reason}）。`,
  'folder.not_mapping': (p) =>
    p.key !== undefined
      ? `${p.file}：“${p.key}”下面应当是这个促销的各个字段。`
      : `${p.file} 应当是一行行“键: 值”的字段，而不是${p.found === 'list' ? '列表' : '单个值'}。`,
  'folder.bad_order': (p) =>
    p.where !== undefined
      ? `${p.file}：“${p.where}”应当是名字的列表，每个文件一个，例如 [greeting, coupon-push]。`
      : `${p.file}：“prompt”下应当有“variables”和“sections”列表。`,
  'folder.bad_key': (p) =>
    `${p.file}：${p.where} 下的“${p.key}”不能用作文件名；请只用字母、数字、“-”和“_”。`,
  'folder.duplicate_entry': (p) =>
    `${p.file} 在 ${p.where} 下多次列出了“${p.key}”（文件名不区分大小写）。`,
  'folder.missing_manifest': (p) => `缺少 ${p.file}；配置文件夹的最外层必须有它。`,
  'folder.missing_file': missingFile,
  'folder.bad_front_matter': (p) => `${p.file} 必须以两行“---”之间的 YAML 头信息开头。`,
  'folder.ambiguous_file': (p) => `${p.files} 都是段落“${p.key}”，请只保留一个。`,
  'folder.not_object': (p) => `${p.file} 应当是一个 JSON 对象：这个工具本身。`,
  'folder.bad_hook_header': (p) =>
    `${p.file} 必须以一段“/* harness-hook”注释开头，写明设置（至少要有“event: before_reply”），并以一行“*/”结束。`,
  'folder.missing_entry': (p) => `${p.file} 里没有“${p.key}”，但 harness.yaml 在促销下列出了它。`,
  'folder.unlisted_entry': (p) =>
    `${p.file} 里有“${p.key}”，但 harness.yaml 没有在促销下列出它，所以没有导入。请把它加进列表。`,
  'folder.unexpected_file': (p) =>
    p.where !== undefined
      ? `${p.file} 没有列在 harness.yaml 的 ${p.where} 下，所以没有导入。请把“${p.key}”加进那个列表。`
      : `${p.file} 不属于配置文件夹的结构，已忽略。`,
  'yaml.*': (p) => `YAML 读不出来：${p.reason}`,
  'jsonl.invalid_json': (p) => `第 ${p.line} 行不是 JSON：${p.reason}`,
  'suite.shape': () => '请把测试集写成一个文档，用“cases:”列出各个用例。',
  'suite.too_many_problems': (p) => `……另外还有 ${p.more} 个问题。`,
  'suite.duplicate_id': (p) => `ID“${p.id}”已被第 ${p.first} 个用例使用，这个用例已跳过。`,
  'suite.unknown_tool': (p) => `配置里没有工具“${p.tool}”。`,
  'suite.unknown_parameter': (p) => `${p.tool} 没有参数“${p.name}”。`,
  'suite.value_type': (p) => `永远不会被接受：${p.problem}。`,
  'suite.unknown_hook': (p) => `配置里没有钩子“${p.hook}”。`,
  'suite.unknown_skill': (p) => `配置里没有技能“${p.skill}”。`,
  'suite.unknown_price': (p) =>
    `用例“${p.case}”期望“${p.said}”，但现有的促销和商品都没有这个价格${p.nearest !== undefined ? `（最接近的是 ${p.nearest}${p.promotion !== undefined ? `，促销“${p.promotion}”` : ''}）` : ''}。价格改过的话，请同时更新这个用例。`,
  'suite.nothing_substantive': (p) =>
    `用例“${p.case}”只检查了限制（不含违禁词、不包含、长度……），被拦下的回复或不回答也满足这些，所以它永远不会通过：请加一项检查主播该说什么或做什么（回复包含、工具调用、评审），或期望被拦下。`,
  'release.loosened': (p) =>
    `草稿里标签“${p.label}”的审批规则（${p.required} 个审批）比它现在服务的版本宽松：要等这份设置经现行规则（${p.inForce} 个审批）发布到“${p.label}”之后才生效，在此之前移动它仍按现行规则。`,
  'input.bad_json': (p) => `${p.file}：JSON 读不出来：${p.reason}`,
  'input.bad_yaml': (p) => `${p.file}：YAML 读不出来：${p.reason}`,
  ...turnErrorsZhCN,
};

export const diagnosticsZhCN: DiagnosticTexts = {
  codes,
  fallback: (p) => `${p.field}有问题（${p.code}）：${p.core}`,
  fieldRoot: '配置',
  fieldNamed: (name) => `“${name}”`,
  fieldItem: (name, index) => `${name}第 ${index} 项`,
  fieldNames: fieldNamesZhCN,
};
