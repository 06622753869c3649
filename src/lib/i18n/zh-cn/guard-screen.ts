import type { enGuardScreen } from '../en/guard-screen';
import type { DictionaryOf } from '../plural';

/** 内置回复检查的说明文字：设置页的一组，以及店铺页的只读说明（随这两个页面加载）。 */
export const zhCNGuardScreen: DictionaryOf<typeof enGuardScreen> = {
  'guards.intro':
    '工作室对主播说的每一句话都做的内置检查，先于本配置自己的 before_sentence 钩子运行。店铺无法关闭。',
  'guards.absent': '本配置未开启内置检查：它写于这些检查之前，所以只有它自己的钩子检查主播说的话。',
  'guards.turnOn': '开启内置检查',
  'guards.on': '开',
  'guards.off': '关',
  'guards.price.does':
    '价格：主播只说本直播间给出的价格：商品的、工具结果里的、正在进行的促销的（及其算出的到手价）；绝不低于原价的 {floor}% 底价。',
  'guards.words.does': '用语：含禁用词的句子会被{action}。',
  'guards.words.lists': {
    other: '用语：含禁用词的句子会被{action}；另有 {count} 个词表，各按自己的方式处理。',
  },
  'guards.topics.does': '话题：主播不谈禁聊话题，包括平台的和店铺自己的。',
  'guards.topics.deflect':
    '话题：主播不谈禁聊话题，包括平台的和店铺自己的；观众问到时，主播说“{deflect}”',
  'guards.length.does': '长度：每条回复只说完整的句子，最多 {max} 个字符。',
  'guards.did.block': '拦截，回复到此为止',
  'guards.did.soften': '柔化：每个词换成它的替换词',
  'guards.did.drop': '删掉不说',
  'guards.bannedWordsActionHint': '禁用词即上面的列表，以及各店铺自己的。',
  'guards.action.block': '拦截：回复到此为止（说拦截后的结束语）',
  'guards.action.soften': '柔化：每个词换成替换词',
  'guards.action.drop': '删除：这句不说',
  'guards.allowHint': '含有禁用词或词表里的词、但不构成宣称的普通说法（如“第一次”之于“第一”）。',
  'guards.listsHint': '主播不能原样说出的更多词，每个词表有自己的处理方式。',
  'guards.addList': '添加词表',
  'guards.list': '词表 {n}',
  'guards.removeList': '删除词表 {n}',
  'guards.list.word': '词 {n}',
  'guards.list.addWord': '添加词',
  'guards.list.replacementsHint': '留空：这个词不说。',
  'guards.list.replacement': '“{word}”改说',
  'guards.list.allowHint': '只对这个词表有效；上面允许的说法对所有词表都有效。',
  'guards.list.allowed': '允许的说法 {n}',
  'guards.list.addAllowed': '添加允许的说法',
  'guards.signalsHint':
    '表明一句话涉及某个话题的词。没有自己信号词的话题，按话题名和工作室内置的词表识别。',
  'guards.signalsOf': '“{topic}”的信号词',
  'guards.signal': '“{topic}”的信号词 {n}',
  'guards.signalsBuiltIn': '没有自己的：用工作室内置的{words}。',
  'guards.signalsByName': '没有自己的：按话题名识别。',
  'guards.addSignal': '添加信号词',
  'guards.otherTopic': '其他话题（店铺自己的）',
  'guards.addTopic': '为它添加信号词',
  'guards.noTopics': '本配置还没有禁聊话题（在店铺偏好里设置）。',
  'guards.deflectHint': '留空：照常由模型回答，检查它说的话。',
  'guards.shopAll': '平台会检查主播说的每一个价格、用语、话题和长度。',
  'guards.shopSome': '平台会检查主播说的这些：',
  'guards.shopNone': '平台没有在这个主播上运行内置回复检查；它自己的钩子仍会检查主播说的话。',
  'guards.shopFixed': '这些检查属于平台：店铺无法关闭。',
};
