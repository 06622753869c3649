import { describe, expect, it } from 'vitest';
import { parseHermesText, responseAfterPrompt } from './hermes';

describe('parseHermesText', () => {
  it('reads tool_call blocks as calls and tool_response blocks as their answers', () => {
    const text = [
      'Let me look.<tool_call>\n{"name": "lookup", "arguments": {"id": "p1"}}\n</tool_call>',
      '<tool_call>{"name": "stock", "arguments": {"id": "p1"}}</tool_call><|im_end|>',
      '<|im_start|>user\n<tool_response>\n{"origin": "Hangzhou"}\n</tool_response>',
      '<tool_response>12</tool_response><|im_end|>\n<|im_start|>assistant\nFrom Hangzhou.<|im_end|>',
    ].join('\n');
    expect(parseHermesText(text)).toEqual([
      {
        role: 'assistant',
        content: 'Let me look.',
        tool_calls: [
          { id: 'call_0', function: { name: 'lookup', arguments: { id: 'p1' } } },
          { id: 'call_1', function: { name: 'stock', arguments: { id: 'p1' } } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_0', content: '{"origin": "Hangzhou"}' },
      { role: 'tool', tool_call_id: 'call_1', content: '12' },
      { role: 'assistant', content: 'From Hangzhou.' },
    ]);
  });

  it('keeps a call that is not JSON as a call to no tool, and plain text as the reply', () => {
    expect(parseHermesText('<tool_call>lookup(p1)</tool_call>')).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_0', function: { name: '', arguments: 'lookup(p1)' } }],
      },
    ]);
    expect(parseHermesText('Just words.</s>')).toEqual([
      { role: 'assistant', content: 'Just words.' },
    ]);
  });
});

describe('responseAfterPrompt', () => {
  it('cuts the prompt off the query, and keeps a query that does not start with it', () => {
    expect(responseAfterPrompt('PROMPT answer', 'PROMPT ')).toBe('answer');
    expect(responseAfterPrompt('other answer', 'PROMPT ')).toBe('other answer');
    expect(responseAfterPrompt('<s>PROMPT answer', 'PROMPT ')).toBe('answer');
  });
});
