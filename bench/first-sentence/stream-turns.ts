/**
 * One evening of a live stream as the runtime sees it, turn by turn: the product on screen
 * changes every 15-25 turns, most turns come from a viewer not seen before, the comment
 * burst moves on every turn and the clock runs 8-15 s per turn. Seeded, so every run and
 * both layouts see the same turns.
 */
import type { ChatMessage, LiveContext, ViewerContext } from '../../src/harness';
import { sampleContexts } from '../../src/harness/sample';
import { seededRandom } from '../../src/harness/variants/random';

export interface StreamTurn {
  context: LiveContext;
  conversation: ChatMessage[];
  /** What changed since the turn before. */
  change: 'start' | 'product' | 'new viewer' | 'same viewer';
}

const SURNAMES = ['小王', '阿梅', '老陈', '茶友', '小林', '大刘', '静静', '阿杰', '糖糖', '老周'];
const TAILS = ['爱喝茶', '下班了', '在杭州', '123', '_tea', '不加糖', '今天也要开心', '🍵'];
const COMMENTS = [
  '龙井怎么泡？',
  '有券吗',
  '主播声音好好听',
  '两罐能便宜点吗',
  '去年买过，很香',
  '秒杀还有吗',
  '寿眉能煮吗',
  '发什么快递',
  '能送人吗，有礼袋吗',
  '新粉报到',
  '已拍',
  '口感苦不苦',
  '保质期多久',
  '孕妇能喝吗',
];
const QUESTIONS = [
  '这个怎么泡好喝？',
  '新粉买一盒到手多少钱？',
  '还有货吗，什么时候发？',
  '能便宜点吗？',
  '和上次的比哪个香？',
  '送长辈合适吗？',
  '一天喝几杯合适？',
  '有没有小罐装？',
];
const KINDS: ViewerContext['kind'][] = ['new', 'new', 'new', 'returning', 'member'];

export function streamTurns(count: number, seed = 27): StreamTurn[] {
  const random = seededRandom(seed);
  const products = sampleContexts.map((c) => c.context.product!);
  const start = Date.parse('2026-12-12T20:00:00+08:00');
  let clock = start;
  let productIndex = 0;
  let nextProductChange = 15 + random.int(11);
  const viewers: ViewerContext[] = [];
  let comments: string[] = [];
  const turns: StreamTurn[] = [];
  for (let i = 0; i < count; i++) {
    let change: StreamTurn['change'] = i === 0 ? 'start' : 'new viewer';
    if (i === nextProductChange) {
      productIndex = (productIndex + 1) % products.length;
      nextProductChange = i + 15 + random.int(11);
      change = 'product';
    }
    let viewer: ViewerContext;
    if (viewers.length > 0 && change !== 'product' && random.next() < 0.15) {
      viewer = random.pick(viewers.slice(-5));
      change = 'same viewer';
    } else {
      const kind = random.pick(KINDS);
      viewer = {
        id: `u-${10_000 + random.int(90_000)}`,
        // Every viewer has a name of their own, as in a real room.
        nickname: `${random.pick(SURNAMES)}${random.pick(TAILS)}${viewers.length + 1}`,
        kind,
        ...(kind === 'member' ? { memberTier: random.pick(['金卡', '银卡']) } : {}),
      };
      viewers.push(viewer);
    }
    comments = [...comments, ...random.shuffle(COMMENTS).slice(0, 1 + random.int(2))].slice(-4);
    clock += 8_000 + random.int(7_001);
    const now = new Date(clock + 8 * 3_600_000).toISOString().replace('Z', '+08:00');
    turns.push({
      context: { now, product: products[productIndex], viewer, comments },
      conversation: [{ role: 'user', content: random.pick(QUESTIONS) }],
      change,
    });
  }
  return turns;
}
