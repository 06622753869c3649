/** OpenAI strict mode: every property required, no extra properties. */
export function strictObject(
  properties: Record<string, Record<string, unknown>>,
): Record<string, unknown> {
  return {
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

export const productId = {
  type: 'string',
  description: '商品ID，例如 p-longjing-250；就是当前讲解商品的ID。',
};

export const viewerKind = {
  type: 'string',
  enum: ['new', 'returning', 'member'],
  description: '提问观众的身份：new 新粉，returning 老粉，member 会员。',
};

export const quantity = {
  type: 'integer',
  description: '购买件数，至少1件，最多20件。',
};

export const couponCode = {
  type: 'string',
  description: '要使用的券码，例如 NEWFAN20；没有券时传空字符串。',
};
