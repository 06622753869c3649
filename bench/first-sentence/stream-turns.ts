/**
 * One evening of a live stream as the runtime sees it, turn by turn: the product on screen
 * changes every 8 turns (some twenty products, shown again later in the evening), most turns
 * come from a viewer not seen before, a follow-up comes from one of the last few viewers and
 * carries their earlier questions, the host's replies and the live context each was answered
 * in; the comment burst moves on every turn and the clock runs 8-15 s per turn. Seeded, so
 * every run and both layouts see the same turns.
 */
import type { ChatMessage, LiveContext, ViewerContext } from '../../src/harness';
import { seededRandom, type Random } from '../../src/harness/variants/random';
import { eveningProducts } from './evening-products';

export interface StreamTurn {
  context: LiveContext;
  conversation: ChatMessage[];
  /** The live context of each earlier viewer message in `conversation`, oldest first. */
  earlierContexts: LiveContext[];
  /** What changed since the turn before. */
  change: 'start' | 'product' | 'new viewer' | 'same viewer';
  /** The product is on screen for the first time this evening. */
  firstAppearance: boolean;
}

/** Turns between two product changes. */
export const PRODUCT_TURNS = 8;
/** The share of turns that follow up an earlier viewer's question. */
const FOLLOW_UPS = 0.15;

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
const REPLY_SENTENCES = [
  '这款是今年的新茶，香气很足。',
  '八十五度左右的水冲泡最合适。',
  '今晚直播间下单有满减，新粉还能领券。',
  '现货充足，下单后四十八小时内发货。',
  '口感醇和不苦涩，新手也能泡好。',
  '送长辈很有面子，我们配礼袋。',
  '一天两三杯就好，别空腹喝哦。',
  '有问题随时在公屏问我就好！',
];
const KINDS: ViewerContext['kind'][] = ['new', 'new', 'new', 'returning', 'member'];

interface Asked {
  question: string;
  reply: string;
  context: LiveContext;
}

const reply = (random: Random) =>
  random
    .shuffle(REPLY_SENTENCES)
    .slice(0, 2 + random.int(2))
    .join('');

function newViewer(random: Random, n: number): ViewerContext {
  const kind = random.pick(KINDS);
  return {
    id: `u-${10_000 + random.int(90_000)}`,
    // Every viewer has a name of their own, as in a real room.
    nickname: `${random.pick(SURNAMES)}${random.pick(TAILS)}${n}`,
    kind,
    ...(kind === 'member' ? { memberTier: random.pick(['金卡', '银卡']) } : {}),
  };
}

export function streamTurns(count: number, seed = 27): StreamTurn[] {
  const random = seededRandom(seed);
  const products = eveningProducts();
  const seen = new Set<string>();
  let clock = Date.parse('2026-12-12T20:00:00+08:00');
  const viewers: ViewerContext[] = [];
  const history = new Map<ViewerContext, Asked[]>();
  let comments: string[] = [];
  const turns: StreamTurn[] = [];
  for (let i = 0; i < count; i++) {
    const product = products[Math.floor(i / PRODUCT_TURNS) % products.length]!;
    let change: StreamTurn['change'] = i === 0 ? 'start' : 'new viewer';
    if (i > 0 && i % PRODUCT_TURNS === 0) change = 'product';
    let viewer: ViewerContext;
    if (viewers.length > 0 && change !== 'product' && random.next() < FOLLOW_UPS) {
      viewer = random.pick(viewers.slice(-5));
      change = 'same viewer';
    } else {
      viewer = newViewer(random, viewers.length + 1);
      viewers.push(viewer);
      history.set(viewer, []);
    }
    comments = [...comments, ...random.shuffle(COMMENTS).slice(0, 1 + random.int(2))].slice(-4);
    clock += 8_000 + random.int(7_001);
    const now = new Date(clock + 8 * 3_600_000).toISOString().replace('Z', '+08:00');
    const context: LiveContext = { now, product, viewer, comments };
    const asked = history.get(viewer)!;
    const question = random.pick(QUESTIONS);
    turns.push({
      context,
      conversation: [
        ...asked.flatMap((a): ChatMessage[] => [
          { role: 'user', content: a.question },
          { role: 'assistant', content: a.reply },
        ]),
        { role: 'user', content: question },
      ],
      earlierContexts: asked.map((a) => a.context),
      change,
      firstAppearance: !seen.has(product.id),
    });
    seen.add(product.id);
    asked.push({ question, reply: reply(random), context });
  }
  return turns;
}
