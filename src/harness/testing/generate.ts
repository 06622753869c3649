import type { HarnessDocumentInput } from '../schema/document';
import { HOOK_EVENTS } from '../schema/hook';

export interface LargeHarnessSize {
  skills: number;
  tools: number;
  hooks: number;
  /** Defaults to 20. */
  promotions?: number;
  /** Mixed into every text, so two salts give documents no cache has seen. */
  salt?: string;
}

const PARAMS = [
  ['productId', 'string', '商品编号，如 SKU-1024'],
  ['quantity', 'integer', '购买数量，至少为 1'],
  ['region', 'string', '收货省份，用于计算运费和库存'],
  ['memberTier', 'string', '会员等级：gold、silver 或空字符串'],
  ['includeCoupons', 'boolean', '是否同时返回可用优惠券'],
] as const;

const INSTRUCTIONS = [
  '1. 先确认观众问的是哪一件商品；如果不清楚，礼貌地追问一次，不要猜。',
  '2. 调用允许的工具查询价格、库存和优惠，只说工具返回的数字，不要自己计算折扣。',
  '3. 回答控制在两三句话以内，语气亲切自然，适合直播口播；不要使用绝对化用语。',
  '4. If the viewer writes in English, answer in short, simple English with the same facts.',
  '5. 如果库存不足或优惠已结束，直接说明，并推荐一件相近的在售商品。',
].join('\n');

function tool(i: number, salt: string) {
  const properties = Object.fromEntries(
    PARAMS.map(([name, type, description]) => [name, { type, description }]),
  );
  return {
    name: `tool_${i}`,
    description: `查询第 ${i} 类商品信息（价格、库存、优惠），返回 JSON。${salt}`,
    parameters: {
      type: 'object',
      properties,
      required: PARAMS.map(([name]) => name),
      additionalProperties: false,
    },
    strict: i % 2 === 0,
    binding: {
      type: 'fixture' as const,
      responses: [
        { match: { productId: `SKU-${i}` }, response: { price: 199 + i, stock: 12, coupons: [] } },
      ],
      fallback: { error: 'not found' },
    },
  };
}

function skill(i: number, tools: number, salt: string) {
  const allowed = tools === 0 ? [] : [i % tools, (i * 7 + 3) % tools, (i * 13 + 5) % tools];
  return {
    id: `skill-${i}`,
    name: `场景技能 ${i}`,
    description: `观众询问第 ${i} 类问题（价格、尺码、发货或优惠）时使用。${salt}`,
    instructions: `## 技能 ${i}\n\n${INSTRUCTIONS}\n${salt}`,
    allowedTools: [...new Set(allowed)].map((t) => `tool_${t}`),
  };
}

function hook(i: number, salt: string) {
  const event = HOOK_EVENTS[i % HOOK_EVENTS.length] as (typeof HOOK_EVENTS)[number];
  // A before_sentence hook shortens its sentence by replacing it; the others rewrite.
  const shorten =
    event === 'before_sentence'
      ? "{ action: 'replace', sentence: text.slice(0, 200) }"
      : "{ action: 'rewrite', reply: text.slice(0, 200) }";
  return {
    id: `hook-${i}`,
    event,
    description: `合规检查 ${i}`,
    source: [
      `// hook ${i} ${salt}`,
      'function hook(ctx) {',
      "  const text = ctx.sentence ?? ctx.reply ?? ctx.message ?? '';",
      '  for (const word of ctx.bannedWords) {',
      `    if (text.includes(word)) return { action: 'block', reason: 'banned word ' + word };`,
      '  }',
      `  if (text.length > ${200 + i}) return ${shorten};`,
      "  return { action: 'continue' };",
      '}',
    ].join('\n'),
  };
}

function promotion(i: number, salt: string) {
  const day = String((i % 28) + 1).padStart(2, '0');
  return {
    id: `promo-${i}`,
    name: `第 ${i} 场满减${salt}`,
    type: 'threshold' as const,
    threshold: 300 + i,
    discount: 30 + (i % 20),
    scope: { kind: 'all' as const },
    window: {
      start: `2026-12-${day}T20:00`,
      end: `2026-12-${day}T23:30`,
      timeZone: 'Asia/Shanghai',
    },
  };
}

/**
 * A large, valid, realistic harness for the benchmark: deterministic (same size, same
 * bytes), 5-property strict tool schemas, a few hundred characters of skill instructions.
 */
export function generateLargeHarness(size: LargeHarnessSize): HarnessDocumentInput {
  const { skills, tools, hooks, promotions = 20, salt = '' } = size;
  const range = (n: number) => Array.from({ length: n }, (_, i) => i);
  return {
    schemaVersion: 2,
    name: `Benchmark harness (${skills} skills, ${tools} tools, ${hooks} hooks)`,
    settings: {
      skillDisclosure: 'inline',
      bannedWords: ['最好', '第一', '顶级', '国家级', '最便宜'],
    },
    prompt: {
      sections: [
        {
          id: 'role',
          title: '角色',
          body: '你是{{shop.name}}的直播主播，语气{{preferences.tone}}。',
        },
        {
          id: 'product',
          title: '当前商品',
          body: '{{product.name}}，现价 {{product.price}} 元。\n卖点：{{product.highlights}}\n{{product.specs}}',
        },
        { id: 'offers', title: '优惠', body: '{{promotions}}' },
        {
          id: 'viewer',
          title: '观众',
          body: '{{viewer.nickname}}（{{viewer.kind}}）\n弹幕：\n{{comments}}',
        },
        {
          id: 'rules',
          title: '规则',
          body: '不说：{{bannedWords}}。回答不超过 {{preferences.maxReplyChars}} 字。',
        },
        { id: 'service', title: '售后', body: '售后电话 {{shop.hotline}}。' },
      ],
      variables: [{ name: 'shop.hotline', default: '400-800-0000' }],
    },
    skills: range(skills).map((i) => skill(i, tools, salt)),
    tools: range(tools).map((i) => tool(i, salt)),
    hooks: range(hooks).map((i) => hook(i, salt)),
    preferences: {
      shopId: 'bench-shop',
      shopName: '丝语旗舰店',
      forbiddenTopics: ['政治', '竞品价格'],
      brandTerms: [{ term: 'SilkGlow', note: '品牌名不翻译' }],
    },
    promotions: range(promotions).map((i) => promotion(i, salt)),
  };
}
