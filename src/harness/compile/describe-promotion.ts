import type { ProductContext } from '../schema/live-context';
import type { Promotion, PromotionWindow } from '../schema/promotion';
import { formatNumber as num, formatRounded, joinList, type Language } from './format';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;
const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const VIEWER_NAMES = {
  'zh-CN': { new: '新观众', returning: '老观众', member: '会员' },
  en: { new: 'new viewers', returning: 'returning viewers', member: 'members' },
} as const;

interface Wall {
  year: string;
  month: number;
  day: number;
  time: string;
}

function readWall(local: string): Wall | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  return { year: m[1] as string, month: Number(m[2]), day: Number(m[3]), time: `${m[4]}:${m[5]}` };
}

function dateText(w: Wall, withYear: boolean, language: Language): string {
  if (language === 'zh-CN') return `${withYear ? `${w.year}年` : ''}${w.month}月${w.day}日`;
  return `${EN_MONTHS[w.month - 1]} ${w.day}${withYear ? `, ${w.year}` : ''}`;
}

/** "12月12日 20:00–22:00": the end's date only when it differs, years only when they do. */
export function describeWindow(
  window: PromotionWindow,
  language: Language,
  shopZone: string,
): string {
  const start = readWall(window.start);
  const end = readWall(window.end);
  if (!start || !end) return `${window.start}–${window.end}`;
  const withYear = start.year !== end.year;
  const sameDay = !withYear && start.month === end.month && start.day === end.day;
  const from = `${dateText(start, withYear, language)} ${start.time}`;
  const to = sameDay ? end.time : `${dateText(end, withYear, language)} ${end.time}`;
  const zone = window.timeZone === shopZone ? '' : ` ${window.timeZone}`;
  return `${from}–${to}${zone}`;
}

function offerText(p: Promotion, language: Language): string {
  const zh = language === 'zh-CN';
  switch (p.type) {
    case 'threshold':
      return zh
        ? `满${num(p.threshold)}减${num(p.discount)}`
        : `spend ${num(p.threshold)}, save ${num(p.discount)}`;
    case 'coupon':
      if (zh) {
        const rule =
          p.minSpend > 0 ? `满${num(p.minSpend)}减${num(p.amount)}` : `无门槛减${num(p.amount)}`;
        return `优惠券 ${p.code}：${rule}`;
      }
      return p.minSpend > 0
        ? `coupon ${p.code}: ${num(p.amount)} off orders of ${num(p.minSpend)} or more`
        : `coupon ${p.code}: ${num(p.amount)} off, no minimum spend`;
    case 'flash_sale':
      return zh ? `秒杀价${num(p.price)}元` : `flash sale price ${num(p.price)}`;
    case 'percentage':
      return zh
        ? `打${formatRounded((100 - p.percentOff) / 10)}折`
        : `${formatRounded(p.percentOff)}% off`;
  }
}

function scopeText(p: Promotion, language: Language, product: ProductContext | undefined): string {
  const zh = language === 'zh-CN';
  if (p.scope.kind === 'all') return '';
  const key = p.scope.kind === 'products' ? product?.id : product?.category;
  if (product && key !== undefined && key !== '') {
    if (p.scope.ids.includes(key)) return zh ? '当前商品可用' : 'applies to this product';
    return zh ? '当前商品不可用' : 'does not apply to this product';
  }
  if (p.scope.kind === 'products') return zh ? '限指定商品' : 'selected products only';
  const ids = joinList(p.scope.ids, language);
  return zh ? `限品类：${ids}` : `categories ${ids} only`;
}

function eligibilityText(p: Promotion, language: Language): string[] {
  const zh = language === 'zh-CN';
  const out: string[] = [];
  const { viewers, memberTiers } = p.eligibility;
  if (new Set(viewers).size < 3) {
    const names = joinList(
      viewers.map((v) => VIEWER_NAMES[language][v]),
      language,
    );
    out.push(zh ? `仅限${names}` : `only for ${names}`);
  }
  if (memberTiers.length > 0 && viewers.includes('member')) {
    const tiers = joinList(memberTiers, language);
    out.push(zh ? `会员限${tiers}` : `member tiers ${tiers}`);
  }
  return out;
}

function quotaText(p: Promotion, language: Language): string[] {
  const zh = language === 'zh-CN';
  const out: string[] = [];
  if (p.quota.total !== undefined)
    out.push(zh ? `限量${p.quota.total}份` : `limited to ${p.quota.total}`);
  if (p.quota.perViewer !== undefined) {
    out.push(zh ? `每人限${p.quota.perViewer}次` : `${p.quota.perViewer} per viewer`);
  }
  return out;
}

function stackingText(p: Promotion, language: Language): string {
  const exclusive = p.stacking === 'exclusive';
  if (language === 'zh-CN') return exclusive ? '不与其他优惠同享' : '可与其他优惠同享';
  return exclusive ? 'cannot be combined with other offers' : 'can be combined with other offers';
}

export interface DescribeOptions {
  language: Language;
  /** The shop's time zone: a window in another zone names its zone. */
  shopZone: string;
  product?: ProductContext;
}

/** One plain-language line, e.g. `- 满300减50（12月12日 20:00–22:00，不与其他优惠同享）`. */
export function describePromotion(p: Promotion, options: DescribeOptions): string {
  const { language } = options;
  const zh = language === 'zh-CN';
  const offer = offerText(p, language);
  const name = p.name.trim();
  const lead = name === '' || name === offer ? offer : `${name}${zh ? '：' : ': '}${offer}`;
  const details = [
    describeWindow(p.window, language, options.shopZone),
    scopeText(p, language, options.product),
    ...eligibilityText(p, language),
    ...quotaText(p, language),
    stackingText(p, language),
  ].filter((s) => s !== '');
  const text = zh ? `${lead}（${details.join('，')}）` : `${lead} (${details.join('; ')})`;
  return `- ${zh ? text : text.charAt(0).toUpperCase() + text.slice(1)}`;
}

export function noPromotionLine(language: Language): string {
  return language === 'zh-CN' ? '暂无进行中的优惠活动。' : 'No promotions are active right now.';
}
