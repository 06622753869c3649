import type { TestCaseInput } from '../../evaluation/schema';
import { ask, compliant, judge, noTools, says, short } from './build';

/** Reference deployment: P50 3.4 s, P95 8.1 s end to end on one GPU (docs/architecture.md). */
const snappy = { type: 'latency', firstTokenMs: 5_000, totalMs: 10_000 } as const;

/** Greetings and chit-chat: answered without tools (irrelevance). */
export const chatCases: TestCaseInput[] = [
  ask(
    'greeting-new',
    '新粉打招呼',
    'longjing',
    '主播好，第一次来直播间',
    ['greeting'],
    [noTools, says('欢迎'), compliant, short, snappy],
  ),
  ask(
    'greeting-member',
    '会员打招呼',
    'dianhong',
    '阿梅来啦～',
    ['greeting', 'member'],
    [noTools, says('阿梅', '欢迎'), compliant],
  ),
  ask(
    'greeting-returning',
    '老粉回来',
    'shoumei',
    '老陈又来啦',
    ['greeting'],
    [noTools, says('欢迎', '回来', '老陈')],
  ),
  ask(
    'chitchat-voice',
    '夸主播声音',
    'longjing',
    '主播声音好好听',
    ['chit-chat'],
    [noTools, says('谢谢', '感谢'), compliant, short, snappy],
  ),
  ask(
    'chitchat-weather',
    '聊天气',
    'dianhong',
    '今天好冷啊，在家喝茶',
    ['chit-chat'],
    [noTools, says('茶'), compliant, short],
  ),
  ask(
    'chitchat-thanks',
    '已下单致谢',
    'longjing',
    '谢谢主播，已经下单啦',
    ['chit-chat'],
    [noTools, says('谢谢', '感谢')],
  ),
  ask(
    'chitchat-bot',
    '问是不是真人',
    'longjing',
    '你是真人还是机器人？',
    ['chit-chat', 'judge'],
    [
      noTools,
      says('数字人', '小岚'),
      judge('如实说明自己是数字人主播小岚，不冒充真人，语气轻松，并自然地回到商品。'),
    ],
  ),
];
