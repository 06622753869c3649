import type { enGuards } from '../en/guards';
import type { DictionaryOf } from '../plural';

/** 内置回复检查各字段的名称；说明文字在 guard-screen.ts。 */
export const zhCNGuards: DictionaryOf<typeof enGuards> = {
  'guards.title': '回复检查',
  'guards.bannedWordsAction': '含禁用词的句子',
  'guards.allow': '允许的说法',
  'guards.lists': '词表',
  'guards.list.name': '词表名称',
  'guards.list.words': '词',
  'guards.list.action': '主播说到其中一个时',
  'guards.list.replacements': '替换词',
  'guards.list.allow': '允许的说法',
  'guards.signals': '禁聊话题的信号词',
  'guards.deflect': '观众问到禁聊话题时说',
};
