import { describe, expect, it } from 'vitest';
import { openAiChatLine } from './openai-chat';
import { detailCall, detailTool, originCase, productArg, request, traceOf } from './test-support';

describe('openAiChatLine', () => {
  const inventory = { id: 'call_2', name: 'x', args: {}, result: 'in stock' };

  it("writes the trial in the variant's names, calls and answers paired by id in call order", () => {
    const trace = traceOf(
      [[detailCall('call_1'), { ...inventory, name: detailTool }]],
      '杭州西湖产的',
    );
    const line = openAiChatLine(request, trace)!;
    // The sample's cache-friendly layout: the turn message (viewer, promotions) as sent.
    expect(line.messages.map((m) => m.role)).toEqual([
      'system',
      'system',
      'user',
      'assistant',
      'tool',
      'tool',
      'assistant',
    ]);
    expect(line.messages[0]).toEqual({ role: 'system', content: 'SYSTEM AS SENT' });
    expect(line.messages[1]).toEqual({ role: 'system', content: 'TURN AS SENT' });
    expect(line.messages[2]).toEqual({
      role: 'user',
      content: originCase.conversation[0]!.content,
    });
    const call = line.messages[3]!;
    expect(call).toEqual({
      role: 'assistant',
      tool_calls: [
        {
          id: 'call_1',
          type: 'function',
          function: {
            name: detailTool,
            arguments: JSON.stringify({ [productArg]: 'p-longjing-250' }),
          },
        },
        { id: 'call_2', type: 'function', function: { name: detailTool, arguments: '{}' } },
      ],
    });
    // Results finished in reverse order; the tool messages follow the calls.
    expect(line.messages.slice(4, 6)).toEqual([
      { role: 'tool', tool_call_id: 'call_1', content: JSON.stringify({ origin: '杭州西湖' }) },
      { role: 'tool', tool_call_id: 'call_2', content: 'in stock' },
    ]);
    expect(line.messages[6]).toEqual({ role: 'assistant', content: '杭州西湖产的' });
    expect(line.tools!.map((t) => t.function.name)).toContain(detailTool);
    expect(line.tools!.map((t) => t.function.name)).not.toContain('get_product_detail');
    expect(line.parallel_tool_calls).toBe(true);
  });

  it("keeps what the viewer heard and the message as hooks rewrote it, and a round's text", () => {
    const trace = traceOf([[detailCall()]], 'the best tea', {
      heard: 'a fine tea',
      rewrite: 'rewritten question',
      text: 'let me look',
    });
    const line = openAiChatLine(request, trace)!;
    expect(line.messages[2]).toEqual({ role: 'user', content: 'rewritten question' });
    expect(line.messages[3]).toMatchObject({ role: 'assistant', content: 'let me look' });
    expect(line.messages.at(-1)).toEqual({ role: 'assistant', content: 'a fine tea' });
  });

  it('leaves out a trial whose reply a hook wrote', () => {
    const trace = traceOf([], 'answered by a hook').map((e) =>
      e.type === 'reply' ? { ...e, source: 'hook' as const } : e,
    );
    expect(openAiChatLine(request, trace)).toBeNull();
  });
});
