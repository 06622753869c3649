import { describe, expect, it } from 'vitest';
import type { HarnessDocumentInput } from '../schema/document';
import type { LiveContext } from '../schema/live-context';
import { sampleDocument } from '../testing/fixtures';
import { compileSystemPrompt } from './compile-request';

/** Renders one template as the whole prompt, with no skills. */
function render(
  body: string,
  context: LiveContext = {},
  change?: (d: HarnessDocumentInput) => void,
) {
  const doc = sampleDocument((d) => {
    d.prompt.sections = [{ id: 'only', title: '', body }];
    d.skills = [];
    change?.(d);
  });
  return compileSystemPrompt(doc, context);
}

const product = {
  id: 'p1',
  name: '真丝枕套',
  price: 199.9,
  listPrice: 1e21,
  category: 'bedding',
  stock: 0,
  highlights: ['6A桑蚕丝', '双面可用'],
  specs: { 材质: '桑蚕丝', 尺寸: '48x74cm' },
};

describe('variables', () => {
  it('renders product scalars, numbers plainly and lists with the language separator', () => {
    const body =
      '{{product.id}}|{{product.name}}|{{product.price}}|{{product.listPrice}}|{{product.category}}|{{product.stock}}|{{product.highlights}}';
    expect(render(body, { product })).toBe(
      'p1|真丝枕套|199.9|1000000000000000000000|bedding|0|6A桑蚕丝、双面可用',
    );
    const en = render(
      '{{product.highlights}}',
      { product },
      (d) => (d.preferences.language = 'en'),
    );
    expect(en).toBe('6A桑蚕丝, 双面可用');
  });

  it('renders objects as key: value lines and comments one per line', () => {
    expect(render('{{product.specs}}', { product })).toBe('材质: 桑蚕丝\n尺寸: 48x74cm');
    expect(render('{{comments}}', { comments: ['有券吗', '多少钱\n  啊'] })).toBe(
      '有券吗\n多少钱 啊',
    );
  });

  it('renders viewer, shop and preference fields', () => {
    const body =
      '{{viewer.nickname}}/{{viewer.kind}}/{{viewer.memberTier}}/{{shop.id}}/{{shop.name}}/' +
      '{{preferences.tone}}/{{preferences.language}}/{{preferences.greeting}}/' +
      '{{preferences.forbiddenTopics}}/{{preferences.discountFloor}}/{{preferences.maxReplyChars}}';
    const out = render(
      body,
      { viewer: { nickname: '小米', kind: 'member', memberTier: 'gold' } },
      (d) => {
        d.preferences.greeting = '欢迎！';
        d.preferences.forbiddenTopics = ['政治', '竞品'];
        d.preferences.discountFloor = 0.7;
      },
    );
    expect(out).toBe(
      '小米/member/gold/silk-shop/丝语旗舰店/friendly/zh-CN/欢迎！/政治、竞品/0.7/120',
    );
  });

  it('renders brand terms as lines and banned words joined', () => {
    const out = render('{{preferences.brandTerms}}\n{{bannedWords}}', {}, (d) => {
      d.preferences.brandTerms = [{ term: 'SilkGlow', note: '不要翻译' }, { term: '丝语' }];
    });
    expect(out).toBe('SilkGlow: 不要翻译\n丝语\n最好、第一');
  });

  it('renders now on the shop wall clock', () => {
    expect(render('{{now}}', { now: '2026-12-12T12:30:00.123456Z' })).toBe('2026-12-12 20:30');
    expect(render('{{now}}', { now: '2026-12-12T23:30:00-05:00' })).toBe('2026-12-13 12:30');
  });

  it('takes declared variables from the context, else their default', () => {
    expect(render('{{shop.hotline}}')).toBe('400-800-0000');
    expect(render('{{shop.hotline}}', { variables: { 'shop.hotline': '123' } })).toBe('123');
  });

  it('renders missing and unknown variables as the empty string', () => {
    const body =
      '[{{product.name}}][{{product.listPrice}}][{{viewer.kind}}][{{nope.x}}][{{now}}][{{comments}}]';
    expect(render(body, { variables: { 'nope.x': 'ignored' } })).toBe('[][][][][][]');
  });

  it('does not render variables inside substituted values', () => {
    expect(render('{{comments}}', { comments: ['{{shop.name}}'] })).toBe('{{shop.name}}');
  });
});
