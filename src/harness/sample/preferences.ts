import type { HarnessDocumentInput } from '../schema/document';

export const samplePreferences: HarnessDocumentInput['preferences'] = {
  shopId: 'shanlan-tea',
  shopName: '山岚茶舍官方旗舰店',
  tone: 'friendly',
  language: 'zh-CN',
  greeting: '欢迎来到山岚茶舍直播间～双十二好茶好价，喜欢的宝宝点个关注！',
  forbiddenTopics: ['政治', '竞品价格', '医疗功效', '投资理财'],
  // 0.6 of list price keeps the flash sale (169 of 268) just above the floor.
  discountFloor: 0.6,
  brandTerms: [
    { term: '山岚茶舍', note: '品牌名，不要写成"山蓝茶舍"或"山岚茶社"。' },
    { term: '明前龙井', note: '只用于清明前采摘的批次，雨前茶不能这样叫。' },
    { term: '西湖产区', note: '说产区名即可，不要加"核心""正宗第一"之类的修饰。' },
  ],
  maxReplyChars: 100,
};
