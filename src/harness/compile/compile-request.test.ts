import { describe, expect, it } from 'vitest';
import { sampleDocument } from '../testing/fixtures';
import { compileRequest, compileSystemPrompt } from './compile-request';
import type { ChatMessage } from './types';

const IN_WINDOW = '2026-12-12T12:30:00Z'; // 20:30 in Shanghai

describe('compileRequest', () => {
  it('gives byte-identical JSON for equal inputs', () => {
    const context = { now: IN_WINDOW, product: { id: 'p1', name: '枕套', price: 199 } };
    const a = JSON.stringify(compileRequest(sampleDocument(), context));
    const b = JSON.stringify(compileRequest(sampleDocument(), structuredClone(context)));
    expect(a).toBe(b);
  });

  it('puts enabled sections in order, skips disabled ones and omits empty headings', () => {
    const prompt = compileSystemPrompt(sampleDocument(), {});
    expect(prompt.startsWith('## 角色\n\n你是丝语旗舰店的主播')).toBe(true);
    expect(prompt.indexOf('## 角色')).toBeLessThan(prompt.indexOf('## 优惠'));
    expect(prompt).not.toContain('Not ready yet');
    expect(prompt).toContain('\n\n禁用词：最好、第一\n\n## 技能');
  });

  it('maps the sampling settings and the endpoint', () => {
    const request = compileRequest(
      sampleDocument((d) => (d.model!.seed = 7)),
      {},
    );
    expect(request).toMatchObject({
      model: 'qwen-small',
      temperature: 0.3,
      top_p: 0.8,
      max_tokens: 256,
      seed: 7,
      tool_choice: 'auto',
      parallel_tool_calls: true,
    });
    expect(Object.keys(request)).toEqual([
      'model',
      'messages',
      'tools',
      'tool_choice',
      'parallel_tool_calls',
      'temperature',
      'top_p',
      'max_tokens',
      'seed',
    ]);
    expect(compileRequest(sampleDocument(), {}, { model: 'other' }).model).toBe('other');
    expect('seed' in compileRequest(sampleDocument(), {})).toBe(false);
  });

  it('omits tools, tool_choice and parallel_tool_calls when no tool is enabled', () => {
    const doc = sampleDocument((d) => {
      for (const t of d.tools!) t.enabled = false;
    });
    const request = compileRequest(doc, {});
    expect(Object.keys(request)).toEqual([
      'model',
      'messages',
      'temperature',
      'top_p',
      'max_tokens',
    ]);
  });

  it('sends enabled tools as functions, with strict only when set', () => {
    const doc = sampleDocument((d) => (d.tools![1]!.enabled = false));
    const request = compileRequest(doc, {});
    expect(request.tools).toEqual([
      {
        type: 'function',
        function: {
          name: 'get_product',
          description: '按编号查询商品',
          parameters: doc.tools[0]!.parameters,
          strict: true,
        },
      },
    ]);
    const loose = compileRequest(sampleDocument(), {}).tools![1]!.function;
    expect('strict' in loose).toBe(false);
  });

  it('places the conversation after the system message', () => {
    const conversation: ChatMessage[] = [
      { role: 'user', content: '有券吗' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'get_product', arguments: '{}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: '{"price":199}' },
    ];
    const { messages } = compileRequest(sampleDocument(), {}, { conversation });
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(messages.slice(1)).toEqual(conversation);
  });

  it('throws on an invalid live context only', () => {
    expect(() => compileRequest(sampleDocument(), { now: 'tonight' } as never)).toThrow();
  });
});

describe('skills', () => {
  it('inline: lists name, id, when to use, allowed tools and instructions', () => {
    const prompt = compileSystemPrompt(sampleDocument(), {});
    expect(prompt).toContain(
      '## 技能\n\n### 推券\n编号：coupon-push\n何时使用：观众问到优惠券时使用\n' +
        '可用工具：get_product\n说明：\n\n先查询商品，再介绍优惠券。',
    );
    expect(prompt).toContain('可用工具：无');
    expect(compileRequest(sampleDocument(), {}).tools!.map((t) => t.function.name)).toEqual([
      'get_product',
      'get_stock',
    ]);
  });

  it('inline, English: localized labels', () => {
    const doc = sampleDocument((d) => (d.preferences.language = 'en'));
    expect(compileSystemPrompt(doc, {})).toContain(
      '## Skills\n\n### 推券\nid: coupon-push\nWhen to use: 观众问到优惠券时使用\nAllowed tools: get_product',
    );
  });

  it('on_demand: lists ids and descriptions and appends the use_skill tool', () => {
    const doc = sampleDocument((d) => {
      d.settings!.skillDisclosure = 'on_demand';
      d.skills![1]!.enabled = false;
      d.skills!.push({ id: 'greet', name: '欢迎', description: '新观众进场时', instructions: 'x' });
    });
    const request = compileRequest(doc, {});
    const system = request.messages[0]!.content as string;
    expect(system).toContain('`use_skill`');
    expect(system).toContain('- coupon-push：观众问到优惠券时使用\n- greet：新观众进场时');
    expect(system).not.toContain('先查询商品');
    expect(system).not.toContain('size-help');
    const last = request.tools!.at(-1)!;
    expect(last.function.name).toBe('use_skill');
    expect(last.function.parameters).toEqual({
      type: 'object',
      properties: {
        skill: { type: 'string', enum: ['coupon-push', 'greet'], description: '技能编号' },
      },
      required: ['skill'],
      additionalProperties: false,
    });
  });

  it('on_demand without tools still sends use_skill, so tool_choice is present', () => {
    const doc = sampleDocument((d) => {
      d.settings!.skillDisclosure = 'on_demand';
      d.tools = [];
    });
    const request = compileRequest(doc, {});
    expect(request.tools!.map((t) => t.function.name)).toEqual(['use_skill']);
    expect(request.tool_choice).toBe('auto');
  });

  it('no enabled skill: no section and no use_skill', () => {
    const doc = sampleDocument((d) => {
      d.settings!.skillDisclosure = 'on_demand';
      d.skills = [];
    });
    const request = compileRequest(doc, {});
    expect(request.messages[0]!.content).not.toContain('## 技能');
    expect(request.tools!.map((t) => t.function.name)).not.toContain('use_skill');
  });
});
