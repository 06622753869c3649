import { describe, expect, it } from 'vitest';
import { caseRequest } from './prompt';
import { sharegptDatasetInfo, sharegptLine } from './sharegpt';
import {
  detailCall,
  detailTool,
  originCase,
  productArg,
  request,
  traceOf,
  variant,
} from './test-support';

describe('sharegptLine', () => {
  it('alternates human/observation with gpt/function_call, arguments as objects', () => {
    const second = { ...detailCall('call_2'), result: 'ok' };
    const line = sharegptLine(
      request,
      traceOf([[detailCall()], [detailCall('c3'), second]], '杭州'),
    )!;
    expect(line.conversations.map((t) => t.from)).toEqual([
      'human',
      'function_call',
      'observation',
      'function_call',
      'observation',
      'gpt',
    ]);
    expect(JSON.parse(line.conversations[1]!.value)).toEqual({
      name: detailTool,
      arguments: { [productArg]: 'p-longjing-250' },
    });
    // Parallel calls: one slot each, as arrays in call order.
    expect(JSON.parse(line.conversations[3]!.value)).toHaveLength(2);
    expect(JSON.parse(line.conversations[4]!.value)).toEqual([{ origin: '杭州西湖' }, 'ok']);
    // The turn message (the sample's cache-friendly layout) joins the one system slot.
    expect(line.system).toBe('SYSTEM AS SENT\n\nTURN AS SENT');
    const tools = JSON.parse(line.tools) as { name: string }[];
    expect(tools.map((t) => t.name)).toContain(detailTool);
    expect(tools[0]).toHaveProperty('parameters');
  });

  it('joins viewer turns in a row and drops a conversation that opens with the host', () => {
    const twice = caseRequest(variant.document, {
      ...originCase,
      conversation: [
        { role: 'user', content: 'hi' },
        { role: 'user', content: 'origin?' },
      ],
    });
    const line = sharegptLine(twice, traceOf([], 'Hangzhou'))!;
    expect(line.conversations).toEqual([
      { from: 'human', value: 'hi\n\norigin?' },
      { from: 'gpt', value: 'Hangzhou' },
    ]);
    const hostFirst = caseRequest(variant.document, {
      ...originCase,
      conversation: [
        { role: 'assistant', content: 'welcome' },
        { role: 'user', content: 'origin?' },
      ],
    });
    expect(sharegptLine(hostFirst, traceOf([], 'Hangzhou'))).toBeNull();
  });

  it('gives the dataset_info.json entry with its columns and tags', () => {
    const info = sharegptDatasetInfo('tea', 'tea.jsonl');
    expect(info.tea).toMatchObject({
      file_name: 'tea.jsonl',
      formatting: 'sharegpt',
      columns: { messages: 'conversations', system: 'system', tools: 'tools' },
      tags: { function_tag: 'function_call', observation_tag: 'observation' },
    });
  });
});
