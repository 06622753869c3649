import type { LiveContext, ProductContext } from '../schema/live-context';

export interface SampleContext {
  id: string;
  title: string;
  context: LiveContext;
}

const longjing: ProductContext = {
  id: 'p-longjing-250',
  name: '明前西湖龙井 250g 礼盒',
  price: 299,
  listPrice: 358,
  category: 'green-tea',
  stock: 126,
  highlights: ['明前采摘，一芽一叶初展', '西湖产区手工炒制', '豆香清甜，回甘明显'],
  specs: { 净含量: '250g（50g×5罐）', 产地: '浙江杭州', 保质期: '18个月', 储存: '冷藏避光' },
};

const dianhong: ProductContext = {
  id: 'p-dianhong-200',
  name: '云南滇红金芽 200g 罐装',
  price: 159,
  listPrice: 199,
  category: 'black-tea',
  stock: 18,
  highlights: ['满披金毫', '蜜香甜润', '耐泡七八泡'],
  specs: { 净含量: '200g', 产地: '云南临沧凤庆', 保质期: '36个月' },
};

const shoumei: ProductContext = {
  id: 'p-shoumei-357',
  name: '福鼎白茶 2019年寿眉饼 357g',
  // The flash-sale price is what the screen shows during the pre-sale hour.
  price: 169,
  listPrice: 268,
  category: 'white-tea',
  stock: 300,
  highlights: ['七年陈寿眉', '枣香明显', '煮着喝更甜'],
  specs: { 净含量: '357g', 产地: '福建福鼎', 年份: '2019年' },
};

export const sampleContexts: SampleContext[] = [
  {
    id: 'new-viewer-longjing',
    title: '双十二晚8点·新粉问龙井',
    context: {
      now: '2026-12-12T20:15:00+08:00',
      product: longjing,
      viewer: { id: 'u-10086', nickname: '爱喝茶的小王', kind: 'new' },
      comments: ['龙井怎么泡？', '有券吗', '主播声音好好听'],
    },
  },
  {
    id: 'member-dianhong',
    title: '双十二晚9点·金卡会员问滇红',
    context: {
      now: '2026-12-12T21:05:00+08:00',
      product: dianhong,
      viewer: { id: 'u-20417', nickname: '茶友阿梅', kind: 'member', memberTier: '金卡' },
      comments: ['两罐能便宜点吗', '去年买过，很香'],
    },
  },
  {
    id: 'returning-shoumei-flash',
    title: '12月11日预热秒杀·老粉问寿眉饼',
    context: {
      now: '2026-12-11T20:10:00+08:00',
      product: shoumei,
      viewer: { id: 'u-31552', nickname: '老陈煮茶', kind: 'returning' },
      comments: ['秒杀还有吗', '寿眉能煮吗'],
    },
  },
];
