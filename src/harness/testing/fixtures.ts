import {
  harnessDocumentSchema,
  type HarnessDocument,
  type HarnessDocumentInput,
} from '../schema/document';

/** A small, fully specified harness for unit tests; each test changes its own copy. */
export function sampleInput(): HarnessDocumentInput {
  return {
    schemaVersion: 2,
    name: 'Silk shop host',
    settings: { skillDisclosure: 'inline', bannedWords: ['最好', '第一'] },
    model: { endpoint: 'qwen-small', temperature: 0.3, topP: 0.8, maxTokens: 256 },
    prompt: {
      sections: [
        { id: 'role', title: '角色', body: '你是{{shop.name}}的主播，正在介绍{{product.name}}。' },
        { id: 'offers', title: '优惠', body: '当前优惠：\n{{promotions}}' },
        { id: 'draft', title: 'Draft', body: 'Not ready yet.', enabled: false },
        { id: 'rules', title: '', body: '禁用词：{{bannedWords}}' },
      ],
      variables: [{ name: 'shop.hotline', default: '400-800-0000' }],
    },
    skills: [
      {
        id: 'coupon-push',
        name: '推券',
        description: '观众问到优惠券时使用',
        instructions: '先查询商品，再介绍优惠券。',
        allowedTools: ['get_product'],
      },
      {
        id: 'size-help',
        name: '尺码建议',
        description: '观众问尺码时使用',
        instructions: '根据身高体重推荐尺码。',
      },
    ],
    tools: [
      {
        name: 'get_product',
        description: '按编号查询商品',
        parameters: {
          type: 'object',
          properties: { productId: { type: 'string', description: '商品编号' } },
          required: ['productId'],
          additionalProperties: false,
        },
        strict: true,
        binding: { type: 'fixture', responses: [] },
      },
      {
        name: 'get_stock',
        description: '查询库存',
        parameters: {
          type: 'object',
          properties: { sku: { type: 'string' } },
          required: ['sku'],
          additionalProperties: false,
        },
        binding: { type: 'fixture', responses: [] },
      },
    ],
    hooks: [
      {
        id: 'guard',
        event: 'before_reply',
        source: "function hook(ctx) { return { action: 'continue' }; }",
      },
    ],
    preferences: { shopId: 'silk-shop', shopName: '丝语旗舰店', language: 'zh-CN' },
    promotions: [
      {
        id: 'double-12',
        name: '双12满减',
        type: 'threshold',
        threshold: 300,
        discount: 50,
        stacking: 'exclusive',
        scope: { kind: 'all' },
        window: { start: '2026-12-12T20:00', end: '2026-12-12T22:00', timeZone: 'Asia/Shanghai' },
      },
    ],
  };
}

export function sampleDocument(change?: (doc: HarnessDocumentInput) => void): HarnessDocument {
  const input = sampleInput();
  change?.(input);
  return harnessDocumentSchema.parse(input);
}
