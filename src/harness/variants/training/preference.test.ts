import { describe, expect, it } from 'vitest';
import { preferenceLine } from './preference';
import { detailCall, request, traceOf } from './test-support';

describe('preferenceLine', () => {
  it('puts the shared beginning in the input and pairs the first differing message', () => {
    const chosen = traceOf([[detailCall('a1')]], '杭州西湖');
    const rejected = traceOf([[detailCall('b1')]], '不知道');
    const line = preferenceLine(request, chosen, rejected)!;
    // The same call (other id) and answer are shared; only the replies differ.
    expect(line.input.messages.map((m) => m.role)).toEqual([
      'system',
      'system',
      'user',
      'assistant',
      'tool',
    ]);
    expect(line.preferred_output).toEqual([{ role: 'assistant', content: '杭州西湖' }]);
    expect(line.non_preferred_output).toEqual([{ role: 'assistant', content: '不知道' }]);
    expect(line.input.tools).toBeDefined();
  });

  it('pairs the calls when the trials call differently', () => {
    const rejected = traceOf([], '不知道');
    const line = preferenceLine(request, traceOf([[detailCall()]], '杭州'), rejected)!;
    expect(line.input.messages.map((m) => m.role)).toEqual(['system', 'system', 'user']);
    expect(line.preferred_output[0]).toHaveProperty('tool_calls');
    expect(line.non_preferred_output).toEqual([{ role: 'assistant', content: '不知道' }]);
  });

  it('rejects what the model wrote when a hook blocked its reply, and skips a trial that stopped', () => {
    const blocked = traceOf([[detailCall('b1')]], '最好的龙井').map((e) =>
      e.type === 'reply'
        ? { ...e, text: null, replaced: true }
        : e.type === 'done'
          ? { ...e, outcome: 'blocked' as const, reply: null }
          : e,
    );
    const line = preferenceLine(request, traceOf([[detailCall('a1')]], '杭州西湖'), blocked)!;
    expect(line.non_preferred_output).toEqual([{ role: 'assistant', content: '最好的龙井' }]);
    // The step limit: calls, no reply.
    const stopped = traceOf([[detailCall('b1')]], '')
      .filter((e) => e.type !== 'reply' && e.type !== 'delta')
      .map((e) => (e.type === 'done' ? { ...e, outcome: 'step_limit' as const, reply: null } : e));
    expect(preferenceLine(request, traceOf([[detailCall('a1')]], '杭州西湖'), stopped)).toBeNull();
  });

  it('gives nothing when the model wrote the same in both', () => {
    const same = traceOf([[detailCall()]], '杭州');
    expect(preferenceLine(request, same, same)).toBeNull();
  });
});
