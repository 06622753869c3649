import { describe, expect, it } from 'vitest';
import { startModelRuntime } from './model-runtime-rig';
import { sampleContexts } from '../../src/harness/sample';
import { call, startModelServer, text, toolCalls } from '../testing/model-server';
import { collector, teaShop, testRuntime } from './test-support';

const newViewer = sampleContexts[0]!.context; // 龙井 on screen, price 299, a new viewer
const ask = (content: string) => [{ role: 'user' as const, content }];
const BOUND = { timeout: 10_000 };

const rig = startModelRuntime();

describe('runTurn with the sample harness', () => {
  it('tool call -> fixture result -> reply, with every step traced and timed', BOUND, async () => {
    const before = rig.server.requests.length;
    const quote = {
      product_id: 'p-longjing-250',
      quantity: 1,
      viewer_kind: 'new',
      coupon_code: 'NEWFAN20',
    };
    rig.server.enqueue(
      toolCalls([call('quote_final_price', quote, 'call_q')], { chunkSize: 5 }),
      text('新粉这单到手229元，满减50再用新粉券减20。欢迎下单！', { chunkSize: 3 }),
    );
    const c = collector();
    const done = await rig.runtime.runTurn(
      { doc: teaShop(), conversation: ask('新粉买一盒龙井到手多少钱？'), context: newViewer },
      { emit: c.emit },
    );
    expect(done).toMatchObject({
      type: 'done',
      outcome: 'reply',
      reply: '新粉这单到手229元，满减50再用新粉券减20。欢迎下单！',
    });
    // The sample's built-in guards check each sentence and let both through (229 is the
    // tool's; 50 and 20 are the promotions'); its one hook is off: no hook is traced.
    expect(c.of('hook')).toEqual([]);
    expect(c.of('sentence').map((s) => s.text)).toEqual([
      '新粉这单到手229元，满减50再用新粉券减20。',
      '欢迎下单！',
    ]);
    expect(c.of('tool_call')).toEqual([
      expect.objectContaining({
        step: 1,
        id: 'call_q',
        name: 'quote_final_price',
        arguments: quote,
      }),
    ]);
    const [result] = c.of('tool_result');
    expect(result).toMatchObject({ ok: true, source: 'binding', result: { final_price: 229 } });
    expect(c.of('reply')[0]).toMatchObject({ replaced: false, source: 'model' });
    expect(
      c
        .of('delta')
        .map((d) => d.text)
        .join(''),
    ).toBe(done.reply);
    // The product on screen is in the per-turn message, after the cached system text.
    expect(c.of('prompt')[0]!.system).not.toContain('明前西湖龙井');
    expect(c.of('prompt')[0]!.turn?.content).toContain('明前西湖龙井');

    // The model saw the harness's tools first, then the fixture's result.
    const [first, second] = rig.server.requests.slice(before);
    expect(first!.body.tools!.map((t) => t.function.name)).toContain('quote_final_price');
    expect(second!.body.messages!.slice(-2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_q',
            type: 'function',
            function: { name: 'quote_final_price', arguments: JSON.stringify(quote) },
          },
        ],
      },
      {
        role: 'tool',
        tool_call_id: 'call_q',
        content: expect.stringContaining('"final_price":229'),
      },
    ]);
    const t = done.timings;
    expect(t.modelRounds).toBe(2);
    expect(t.steps.map((s) => s.toolCalls)).toEqual([1, 0]);
    expect(t.firstTokenMs).toBeGreaterThan(0);
    expect(t.firstSentenceMs).toBeGreaterThanOrEqual(t.firstTokenMs!);
    expect(t.tools).toEqual([expect.objectContaining({ name: 'quote_final_price' })]);
    expect(t.overheadMs).toBeLessThanOrEqual(t.totalMs);
  });

  it(
    'streams the model text, and releases each sentence with its absolute words softened',
    BOUND,
    async () => {
      rig.server.enqueue(text('这是全网最好的龙井，顶级口感！', { chunkSize: 2 }));
      const c = collector();
      const done = await rig.runtime.runTurn(
        { doc: teaShop(), conversation: ask('这茶怎么样？'), context: newViewer },
        { emit: c.emit },
      );
      expect(
        c
          .of('delta')
          .map((d) => d.text)
          .join(''),
      ).toBe('这是全网最好的龙井，顶级口感！');
      expect(c.of('sentence')).toEqual([
        expect.objectContaining({
          original: '这是全网最好的龙井，顶级口感！',
          text: '这是口碑很好的龙井，优质口感！',
          outcome: 'replace',
          replacedBy: ['guard:words'],
        }),
      ]);
      expect(c.of('reply')[0]).toEqual(
        expect.objectContaining({
          text: '这是口碑很好的龙井，优质口感！',
          original: '这是全网最好的龙井，顶级口感！',
          replaced: true,
        }),
      );
      expect(done).toMatchObject({ outcome: 'reply', reply: '这是口碑很好的龙井，优质口感！' });
    },
  );

  it(
    'blocks a sentence whose price no tool, product or promotion gave (the price guard)',
    BOUND,
    async () => {
      rig.server.enqueue(text('今天到手只要¥199！'));
      const c = collector();
      const doc = teaShop();
      const done = await rig.runtime.runTurn(
        { doc, conversation: ask('多少钱？'), context: newViewer },
        { emit: c.emit },
      );
      // Nothing of the model's was said; the sample's blocked ending was (checked too).
      const ending = doc.settings.sentence!.blockedEnding!;
      expect(done).toMatchObject({ outcome: 'blocked', reply: ending });
      expect(c.of('sentence').map((s) => [s.text, s.outcome, s.ending ?? false])).toEqual([
        [null, 'block', false],
        [ending, 'continue', true],
      ]);
      const reply = c.of('reply')[0]!;
      expect(reply.text).toBe(ending);
      expect(reply.blocked).toMatchObject({
        hookId: 'guard:price',
        code: 'guard.price_unknown',
        params: { said: '¥199' },
      });
      expect(reply.blocked?.reason).toContain('¥199');
    },
  );

  it(
    'lets the topics guard answer an off-topic question without calling the model',
    BOUND,
    async () => {
      const before = rig.server.requests.length;
      const c = collector();
      const done = await rig.runtime.runTurn(
        { doc: teaShop(), conversation: ask('喝这个茶能减肥吗？'), context: newViewer },
        { emit: c.emit },
      );
      expect(done).toMatchObject({
        outcome: 'answered',
        reply: '这个话题小岚不方便聊哦。咱们说回明前西湖龙井 250g 礼盒，有问题尽管问！',
      });
      expect(c.of('reply')[0]).toMatchObject({ source: 'hook', hookId: 'guard:topics' });
      expect(c.of('hook')).toEqual([
        expect.objectContaining({
          hookId: 'guard:topics',
          event: 'user_message',
          outcome: 'answer',
          guard: { code: 'guard.topic_deflected', params: { word: '减肥' } },
        }),
      ]);
      expect(rig.server.requests.length).toBe(before);
    },
  );

  it(
    'sends invalid JSON, schema violations and unknown tools back to the model as errors',
    BOUND,
    async () => {
      const before = rig.server.requests.length;
      rig.server.enqueue(
        toolCalls([
          call('check_inventory', '{"product_id": '),
          call('check_inventory', { productId: 'p-longjing-250' }),
          call('launch_rocket', {}),
          call('check_inventory', { product_id: 'p-dianhong-200' }),
        ]),
        text('滇红库存紧张，还剩18件。'),
      );
      const c = collector();
      const done = await rig.runtime.runTurn(
        { doc: teaShop(), conversation: ask('还有货吗？'), context: newViewer },
        { emit: c.emit },
      );
      expect(done.outcome).toBe('reply');
      expect(c.of('tool_result').map((r) => [r.ok, r.source])).toEqual([
        [false, 'validation'],
        [false, 'validation'],
        [false, 'unknown_tool'],
        [true, 'binding'],
      ]);
      const toolMessages = rig.server.requests[before + 1]!.body.messages!.filter(
        (m) => m.role === 'tool',
      );
      expect(toolMessages.map((m) => JSON.parse(m.content as string))).toEqual([
        { error: expect.stringContaining('not valid JSON') },
        { error: expect.stringContaining('the required argument "product_id" is missing') },
        { error: expect.stringContaining('There is no tool "launch_rocket"') },
        expect.objectContaining({ stock: 18 }),
      ]);
    },
  );

  it('stops at the step limit; the last round is sent with tool_choice none', BOUND, async () => {
    const before = rig.server.requests.length;
    const inventory = call('check_inventory', { product_id: 'p-longjing-250' });
    rig.server.enqueue(toolCalls([inventory]), toolCalls([inventory]));
    const c = collector();
    const done = await rig.runtime.runTurn(
      {
        doc: teaShop((d) => (d.settings!.maxSteps = 2)),
        conversation: ask('还有货吗？'),
        context: newViewer,
      },
      { emit: c.emit },
    );
    expect(done.outcome).toBe('step_limit');
    expect(c.of('error')[0]!.message).toContain('after 2 rounds');
    // The code's params, for the SPA to say it in the reader's language.
    expect(c.of('error')[0]!.params).toEqual({ steps: 2, kind: 'tools' });
    expect(rig.server.requests[before]!.body.tool_choice).toBe('auto');
    expect(rig.server.requests[before + 1]!.body.tool_choice).toBe('none');
  });

  it('ends with a plain error event when no model server answers', BOUND, async () => {
    const c = collector();
    const down = await startModelServer();
    const other = testRuntime(down);
    await down.close();
    try {
      const done = await other.runTurn(
        { doc: teaShop(), conversation: ask('有券吗？'), context: newViewer },
        { emit: c.emit },
      );
      expect(done.outcome).toBe('error');
      expect(c.of('error')[0]).toMatchObject({
        code: 'unavailable',
        message: expect.stringContaining('No model server answers at'),
        params: { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+/) },
      });
    } finally {
      await other.close();
    }
  });

  it('names an endpoint the server lacks, with the names it has', BOUND, async () => {
    const c = collector();
    const done = await rig.runtime.runTurn(
      { doc: teaShop(), conversation: ask('有券吗？'), context: newViewer, endpoint: 'nope' },
      { emit: c.emit },
    );
    expect(done.outcome).toBe('error');
    const [error] = c.of('error');
    expect(error).toMatchObject({ code: 'no_endpoint', params: { endpoint: 'nope' } });
    expect(error!.params!.configured).toBeTruthy();
    expect(error!.message).toContain(String(error!.params!.configured));
  });

  it('cancels promptly while the model is slow', BOUND, async () => {
    rig.server.enqueue(text('慢', { firstTokenDelayMs: 2_000 }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const t0 = Date.now();
    const done = await rig.runtime.runTurn(
      { doc: teaShop(), conversation: ask('有券吗？'), context: newViewer },
      { signal: controller.signal },
    );
    expect(done.outcome).toBe('cancelled');
    expect(Date.now() - t0).toBeLessThan(1_500);
  });

  it(
    'blocks when a fail_closed compliance hook times out, and the next turn is unaffected',
    BOUND,
    async () => {
      rig.server.enqueue(text('好的。'), text('好的。'));
      const runaway = teaShop((d) => {
        d.hooks!.push({
          id: 'price-consistency',
          event: 'before_sentence',
          source: 'function hook() { for (;;) {} }',
          timeoutMs: 50,
          onError: 'fail_closed',
        });
      });
      const c = collector();
      const done = await rig.runtime.runTurn(
        { doc: runaway, conversation: ask('你好'), context: newViewer },
        { emit: c.emit },
      );
      expect(done.outcome).toBe('blocked');
      expect(c.of('hook').find((h) => h.hookId === 'price-consistency')).toMatchObject({
        outcome: 'block',
        error: { kind: 'timeout', policy: 'fail_closed' },
      });
      const next = await rig.runtime.runTurn({
        doc: teaShop(),
        conversation: ask('你好'),
        context: newViewer,
      });
      expect(next).toMatchObject({ outcome: 'reply', reply: '好的。' });
    },
  );

  it('loads a skill on demand through use_skill', BOUND, async () => {
    const doc = teaShop((d) => (d.settings!.skillDisclosure = 'on_demand'));
    const skill = doc.skills.find((s) => s.enabled)!;
    rig.server.enqueue(
      toolCalls([call('use_skill', { skill: skill.id })]),
      text('好的，我来介绍。'),
    );
    const c = collector();
    await rig.runtime.runTurn(
      { doc, conversation: ask('介绍一下'), context: newViewer },
      { emit: c.emit },
    );
    expect(c.of('tool_result')[0]).toMatchObject({ ok: true, result: skill.instructions });
  });
});
