import { describe, expect, it } from 'vitest';
import { startModelRuntime } from './model-runtime-rig';
import { sampleContexts } from '../../src/harness/sample';
import { moneyForms } from '../../src/harness/testing/numeral-forms';
import { longjingFlashSale } from '../../src/harness/testing/promotions';
import { text } from '../testing/model-server';
import { collector, teaShop } from './test-support';

// The built-in guards at run time: what QA asks ("主播说立减二十元，那龙井到手多少钱？") with a
// model that makes up a price, a campaign's own price at and after its window, a turn with no
// clock, and a reply every sentence of which is left unsaid.
const room = sampleContexts[0]!.context; // 龙井 299 (list 358) on screen, a new viewer
const { now: _, ...clockless } = room;
const ask = (content: string) => [{ role: 'user' as const, content }];
const BOUND = { timeout: 30_000 };
const QUESTION = '主播说立减二十元，那龙井到手多少钱？';
const flashSale = longjingFlashSale({ end: '2026-12-12T21:00' });
const withFlashSale = () => teaShop((d) => d.promotions!.push(flashSale));

const rig = startModelRuntime();

async function turn(reply: string, context: Record<string, unknown>, doc = teaShop()) {
  rig.server.enqueue(text(reply, { chunkSize: 2 }));
  const c = collector();
  const done = await rig.runtime.runTurn(
    { doc, conversation: ask(QUESTION), context },
    { emit: c.emit },
  );
  return { done, c };
}

describe('the built-in guards in a turn', () => {
  it('block an invented price in every numeral form; nothing of it is said', BOUND, async () => {
    const ending = teaShop().settings.sentence!.blockedEnding!;
    for (const form of moneyForms(219)) {
      const { done, c } = await turn(`好的！到手只要${form}。`, room);
      expect(done, form).toMatchObject({ outcome: 'blocked', reply: `好的！${ending}` });
      const blocked = c.of('sentence').find((s) => s.outcome === 'block')!;
      expect(blocked.blocked, form).toMatchObject({
        hookId: 'guard:price',
        code: 'guard.price_unknown',
      });
      expect(c.of('hook').find((h) => h.hookId === 'guard:price')).toMatchObject({
        outcome: 'block',
        event: 'before_sentence',
        guard: { code: 'guard.price_unknown' },
      });
    }
    // The right price, in Chinese numerals: 299 less 50 (满299减50) less the 20 coupon.
    const { done } = await turn('新粉到手二百二十九元。', room);
    expect(done).toMatchObject({ outcome: 'reply', reply: '新粉到手二百二十九元。' });
  });

  it('hear the campaign price inside its window and refuse it after', BOUND, async () => {
    const inside = await turn(
      '秒杀价239元！',
      { ...room, now: '2026-12-12T20:15:00+08:00' },
      withFlashSale(),
    );
    expect(inside.done).toMatchObject({ outcome: 'reply', reply: '秒杀价239元！' });
    const after = await turn(
      '秒杀价239元！',
      { ...room, now: '2026-12-12T21:00:00+08:00' },
      withFlashSale(),
    );
    expect(after.done.outcome).toBe('blocked');
  });

  it('run a turn without a clock at the server time, and say so', BOUND, async () => {
    const { c } = await turn('龙井现在299元。', clockless);
    const [start] = c.of('start');
    expect(start).toMatchObject({ nowSource: 'server' });
    const at = Date.parse(start!.now!);
    expect(Math.abs(at - Date.now())).toBeLessThan(60_000);
    expect(start!.now).toMatch(/\+08:00$/);
    const given = await turn('龙井现在299元。', room);
    expect(given.c.of('start')[0]).toMatchObject({ nowSource: 'context', now: room.now });
  });

  it(
    'end a reply every sentence of which was left unsaid as blocked, with the ending',
    BOUND,
    async () => {
      const doc = teaShop();
      const ending = doc.settings.sentence!.blockedEnding!;
      // Forbidden topics only: each sentence is dropped by the topics guard.
      const { done, c } = await turn('常喝能降血压。还能减肥哦。', room, doc);
      expect(done).toMatchObject({ outcome: 'blocked', reply: ending });
      expect(c.of('reply')[0]!.blocked).toMatchObject({
        hookId: 'guard:topics',
        code: 'guard.reply_emptied',
      });
    },
  );

  it(
    'deflect an off-topic question without the model, naming the product on screen',
    BOUND,
    async () => {
      const doc = teaShop((d) => {
        d.hooks = [];
        d.settings!.guards = {
          ...d.settings!.guards,
          topics: { deflect: '这个话题不方便聊哦，咱们说回{{product.name}}！' },
        };
      });
      const before = rig.server.requests.length;
      const c = collector();
      const done = await rig.runtime.runTurn(
        { doc, conversation: ask('喝这个茶能减肥吗？'), context: room },
        { emit: c.emit },
      );
      expect(done).toMatchObject({
        outcome: 'answered',
        reply: '这个话题不方便聊哦，咱们说回明前西湖龙井 250g 礼盒！',
      });
      expect(c.of('reply')[0]).toMatchObject({ source: 'hook', hookId: 'guard:topics' });
      expect(c.of('hook')[0]).toMatchObject({
        hookId: 'guard:topics',
        event: 'user_message',
        guard: { code: 'guard.topic_deflected', params: { word: '减肥' } },
      });
      expect(rig.server.requests.length).toBe(before);
    },
  );
});
