import { describe, expect, it } from 'vitest';
import { parseHarness, type CompiledRequest } from '../../src/harness';
import { sampleContexts, sampleHarness } from '../../src/harness/sample';
import { requestBody, settle } from './request-body';
import { compileTurn } from './turn/compile-cache';

const parsed = parseHarness(sampleHarness);
if (!parsed.ok) throw new Error('the sample does not parse');
const compiled = (content: string) => {
  const turn = compileTurn(parsed.document, sampleContexts[0]!.context, [
    { role: 'user', content },
  ]);
  if (!turn.ok) throw new Error('the sample context does not compile');
  return turn.request;
};
const expected = (request: CompiledRequest, model: string) =>
  Buffer.from(
    JSON.stringify({ ...request, model, stream: true, stream_options: { include_usage: true } }),
  );

describe('requestBody', () => {
  it('is byte for byte the JSON of the request, turn after turn', () => {
    const first = compiled('新粉买一盒到手多少钱？');
    expect(requestBody(first, 'test-model')).toEqual(expected(first, 'test-model'));
    const second = compiled('龙井怎么泡？ 🍵 "quoted" \u2028');
    expect(second.messages[0]).toBe(first.messages[0]);
    expect(second.tools).toBe(first.tools);
    for (const request of [
      second,
      { ...second, tool_choice: 'none' as const, seed: undefined },
      {
        ...second,
        tools: undefined,
        messages: [...second.messages, { role: 'assistant', content: null, tool_calls: [] }],
      } as CompiledRequest,
    ]) {
      expect(requestBody(request, 'other').toString()).toBe(expected(request, 'other').toString());
    }
  });

  it('keeps JSON only of settled parts, which can no longer change', () => {
    const tools = [
      { type: 'function' as const, function: { name: 'a', description: 'A.', parameters: {} } },
    ];
    const request = { ...compiled('x'), tools };
    expect(requestBody(request, 'm')).toEqual(expected(request, 'm'));
    tools[0]!.function.name = 'b';
    expect(requestBody(request, 'm')).toEqual(expected(request, 'm'));
    settle(tools);
    expect(() => {
      tools[0]!.function.name = 'c';
    }).toThrow(TypeError);
    expect(Object.isFrozen(request.messages[0])).toBe(true);
  });

  it('asks for usage in the stream unless told not to (a server that refuses the field)', () => {
    const request = compiled('有券吗？');
    const asked = JSON.parse(requestBody(request, 'm').toString()) as Record<string, unknown>;
    expect(asked.stream_options).toEqual({ include_usage: true });
    const plain = requestBody(request, 'm', false);
    expect(plain).toEqual(Buffer.from(JSON.stringify({ ...request, model: 'm', stream: true })));
    expect(plain.toString()).not.toContain('stream_options');
  });
});
