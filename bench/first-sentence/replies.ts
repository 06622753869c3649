/**
 * What the scripted model says on each turn: 2-4 Chinese sentences of 12-30 characters
 * (under the sample's 100-character reply limit), on some turns after a check_inventory call,
 * cut into the pieces Qwen3's tokenizer makes, one stream chunk per token as vLLM sends them.
 */
import { seededRandom } from '../../src/harness/variants/random';
import type { QwenTokens } from './qwen-tokens';

const SENTENCES = [
  '这款明前龙井是今年头采的嫩芽。',
  '豆香清甜，入口回甘特别明显！',
  '今晚直播间下单只要299元。',
  '新粉记得先领券再下单哦！',
  '用八十度左右的水冲泡最合适。',
  '第一泡可以快一点出汤，香气更足。',
  '罐装密封，放冰箱冷藏能存很久。',
  '送长辈送朋友都很有面子。',
  '喜欢的宝宝点点关注，明天还有福利！',
  '一盒五罐，每罐五十克，分着喝很方便。',
  '口感鲜爽不苦涩，新手也能泡好。',
  '有问题随时在公屏问我就好。',
];
/** Sentences a sample hook changes (an Advertising-Law word the filter softens). */
const SOFTENED = ['这是我们家卖得最好的一款龙井。', '西湖产区的顶级嫩芽，香气很足！'];
const AFTER_INVENTORY = '现货还有126件，下单后48小时内发货。';
const TERMINAL = /[。！？!?]/;

export interface ScriptedTurn {
  /** The tool the model calls before it answers (check_inventory), or none. */
  tool: { name: string; arguments: string } | null;
  sentences: string[];
}

/** `count` turns; `withTools` share start with a tool call; `atLeast` sentences each. */
export function scriptTurns(
  count: number,
  options: { seed: number; withTools: number; atLeast?: number; softened?: number },
): ScriptedTurn[] {
  const random = seededRandom(options.seed);
  const min = options.atLeast ?? 2;
  return Array.from({ length: count }, () => {
    const tool =
      random.next() < options.withTools
        ? { name: 'check_inventory', arguments: '{"product_id": "p-longjing-250"}' }
        : null;
    const pool = random.shuffle(SENTENCES);
    const sentences = [
      ...(tool ? [AFTER_INVENTORY] : []),
      ...pool.slice(0, min + random.int(5 - min)),
    ].slice(0, Math.max(min, 4));
    if (random.next() < (options.softened ?? 0)) {
      sentences.splice(random.int(sentences.length), 1, random.pick(SOFTENED));
    }
    while ([...sentences.join('')].length > 95) sentences.pop();
    return { tool, sentences };
  });
}

export interface TokenStream {
  /** The text each token adds (empty while a character is still incomplete). */
  pieces: string[];
  /** Index of the token that completes the first sentence. */
  firstSentenceEnd: number;
}

/** The reply as the model streams it: incremental decoding, as vLLM's detokenizer does. */
export function replyStream(sentences: string[], tokens: QwenTokens): TokenStream {
  const ids = tokens.encode(sentences.join(''));
  const pieces: string[] = [];
  let sent = 0;
  let firstSentenceEnd = -1;
  for (let i = 0; i < ids.length; i++) {
    const text = tokens.decode(ids.slice(0, i + 1));
    if (text.endsWith('\uFFFD')) {
      pieces.push('');
      continue;
    }
    pieces.push(text.slice(sent));
    if (firstSentenceEnd < 0 && TERMINAL.test(text)) firstSentenceEnd = i;
    sent = text.length;
  }
  if (firstSentenceEnd < 0) throw new Error('a scripted reply without a sentence end');
  return { pieces, firstSentenceEnd };
}

export interface ToolCallStream {
  /** Tokens of `<tool_call>\n{"name": ..., "arguments": ` before the arguments. */
  head: number;
  /** The arguments' pieces, one per token. */
  argumentPieces: string[];
  /** Tokens of `}\n</tool_call>` after them. */
  tail: number;
}

/** A tool call as Qwen3 writes it (the hermes format vLLM's tool parser reads). */
export function toolCallStream(tool: { name: string; arguments: string }, tokens: QwenTokens) {
  const ids = tokens.encode(tool.arguments);
  return {
    head: tokens.encode(`<tool_call>\n{"name": "${tool.name}", "arguments": `).length,
    argumentPieces: ids
      .map((_, i) => tokens.decode(ids.slice(0, i + 1)))
      .map((t, i, all) =>
        // Arguments are ASCII JSON here: every token decodes to whole characters.
        t.slice(i === 0 ? 0 : all[i - 1]!.length),
      ),
    tail: tokens.encode('}\n</tool_call>').length,
  } satisfies ToolCallStream;
}
