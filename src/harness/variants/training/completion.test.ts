import { describe, expect, it } from 'vitest';
import { recordToOriginal } from '../record-to-original';
import { FOREIGN_KEY_PREFIX } from '../inverse';
import { completionRecord } from './completion';
import { detailTool, productArg, variant } from './test-support';

const call = (name: string, args: unknown) => ({
  role: 'assistant',
  content: null,
  tool_calls: [{ id: 'c1', type: 'function', function: { name, arguments: JSON.stringify(args) } }],
});

describe('completionRecord', () => {
  it('records calls, answers and the reply; the inverse map reads them back', () => {
    const record = completionRecord(
      [
        { role: 'system', content: 'ignored' },
        { role: 'user', content: 'origin?' },
        call(detailTool, { [productArg]: 'p-longjing-250' }),
        { role: 'tool', tool_call_id: 'c1', content: '{"origin":"杭州"}' },
        { role: 'assistant', content: '杭州西湖' },
      ],
      variant.document,
    );
    expect(record).toMatchObject({
      outcome: 'reply',
      reply: '杭州西湖',
      toolResults: [{ name: detailTool, ok: true, result: { origin: '杭州' } }],
    });
    const back = recordToOriginal(record, variant);
    expect(back.toolCalls[0]).toMatchObject({
      name: 'get_product_detail',
      arguments: { product_id: 'p-longjing-250' },
    });
    // The skill that allows the renamed tool counts as used, as the server records it.
    expect(back.skillsUsed.length).toBeGreaterThan(0);
  });

  it('marks the original name of a renamed tool as foreign, and ending on calls as no reply', () => {
    const record = completionRecord(
      [call('get_product_detail', { product_id: 'x' })],
      variant.document,
    );
    expect(record.reply).toBeNull();
    expect(record.outcome).toBe('step_limit');
    expect(recordToOriginal(record, variant).toolCalls[0]!.name).toBe(
      `${FOREIGN_KEY_PREFIX}get_product_detail`,
    );
  });

  it('reads Hermes tool_call text, object arguments and error answers', () => {
    const record = completionRecord(
      [
        {
          role: 'assistant',
          content: `<tool_call>{"name": "${detailTool}", "arguments": {"${productArg}": "p1"}}</tool_call>`,
        },
        { role: 'tool', tool_call_id: 'call_0', content: '{"error":"no such product"}' },
        {
          role: 'assistant',
          tool_calls: [{ function: { name: detailTool, arguments: { [productArg]: 'p2' } } }],
        },
      ],
      variant.document,
    );
    expect(record.toolCalls.map((c) => c.arguments)).toEqual([
      { [productArg]: 'p1' },
      { [productArg]: 'p2' },
    ]);
    expect(record.toolResults[0]).toEqual({
      name: detailTool,
      ok: false,
      error: 'no such product',
    });
    expect(record.toolCalls[0]!.rawArguments).toBe(JSON.stringify({ [productArg]: 'p1' }));
  });
});
