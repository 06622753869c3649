import { describe, expect, it } from 'vitest';
import type { HarnessDocumentInput } from '../schema/document';
import { sampleDocument } from '../testing/fixtures';
import { compileSystemPrompt } from './compile-request';
import { xmlTagName } from './prompt-format';

type Format = NonNullable<NonNullable<HarnessDocumentInput['settings']>['promptFormat']>;

const withFormat = (format: Format | undefined, change?: (d: HarnessDocumentInput) => void) =>
  sampleDocument((d) => {
    d.settings = { ...d.settings, promptFormat: format };
    change?.(d);
  });

const product = { id: 'p1', name: '枕套', price: 199, specs: { 材质: '桑蚕丝', 尺寸: '48|74cm' } };

describe('settings.promptFormat.headings', () => {
  it('absent or markdown: today\'s "## Title" headings, byte for byte', () => {
    const today = compileSystemPrompt(sampleDocument(), { product });
    expect(today).toContain('## 角色\n\n你是丝语旗舰店的主播');
    expect(compileSystemPrompt(withFormat({ headings: 'markdown' }), { product })).toBe(today);
    expect(compileSystemPrompt(withFormat({}), { product })).toBe(today);
  });

  it('brackets: 【Title】 for every section and for the skills part', () => {
    const prompt = compileSystemPrompt(withFormat({ headings: 'brackets' }), {});
    expect(prompt.startsWith('【角色】\n\n你是丝语旗舰店的主播')).toBe(true);
    expect(prompt).toContain('\n\n【优惠】\n\n当前优惠：');
    expect(prompt).toContain('\n\n【技能】\n\n### 推券');
    expect(prompt).not.toMatch(/^## /m);
  });

  it('xml: the title as a tag around the body, skills included, untitled sections bare', () => {
    const prompt = compileSystemPrompt(withFormat({ headings: 'xml' }), {});
    expect(prompt.startsWith('<角色>\n你是丝语旗舰店的主播')).toBe(true);
    expect(prompt).toContain('</角色>\n\n<优惠>\n当前优惠：');
    expect(prompt).toContain('</优惠>\n\n禁用词：最好、第一\n\n<技能>\n### 推券');
    expect(prompt.endsWith('</技能>')).toBe(true);
    const en = compileSystemPrompt(
      withFormat({ headings: 'xml' }, (d) => (d.preferences.language = 'en')),
      {},
    );
    expect(en).toContain('<Skills>\n### 推券');
  });

  it('on-demand skills take the same heading style', () => {
    const prompt = compileSystemPrompt(
      withFormat({ headings: 'brackets' }, (d) => (d.settings!.skillDisclosure = 'on_demand')),
      {},
    );
    expect(prompt).toContain('\n\n【技能】\n\n使用某个技能前');
  });

  it('makes a tag name of any title', () => {
    expect(xmlTagName('说话风格')).toBe('说话风格');
    expect(xmlTagName(' Allowed tools ')).toBe('Allowed_tools');
    expect(xmlTagName('a <b> & "c"')).toBe('a_b_c');
    expect(xmlTagName('1. Rules')).toBe('_1._Rules');
    expect(xmlTagName('<>')).toBe('section');
  });
});

describe('settings.promptFormat.variables', () => {
  const render = (variables: Format['variables'], body: string, language?: 'en') =>
    compileSystemPrompt(
      withFormat({ variables }, (d) => {
        d.prompt.sections = [{ id: 'only', title: '', body }];
        d.skills = [];
        d.preferences.brandTerms = [
          { term: '丝语', note: '' },
          { term: '6A', note: '蚕丝等级，别说成"最高级"' },
        ];
        if (language) d.preferences.language = language;
      }),
      { product },
    );

  it('lines: key: value, one per line (the rendering before the setting)', () => {
    expect(render('lines', '{{product.specs}}')).toBe('材质: 桑蚕丝\n尺寸: 48|74cm');
    expect(render('lines', '{{preferences.brandTerms}}')).toBe(
      '丝语\n6A: 蚕丝等级，别说成"最高级"',
    );
  });

  it('json: the value as the context and preferences hold it', () => {
    expect(JSON.parse(render('json', '{{product.specs}}'))).toEqual(product.specs);
    expect(JSON.parse(render('json', '{{preferences.brandTerms}}'))).toEqual([
      { term: '丝语', note: '' },
      { term: '6A', note: '蚕丝等级，别说成"最高级"' },
    ]);
  });

  it('table: a markdown table on a line of its own, localized headers, pipes escaped', () => {
    expect(render('table', '规格：{{product.specs}}')).toBe(
      '规格：\n| 规格 | 内容 |\n| --- | --- |\n| 材质 | 桑蚕丝 |\n| 尺寸 | 48\\|74cm |',
    );
    expect(render('table', '{{preferences.brandTerms}}', 'en')).toBe(
      '\n| Term | Note |\n| --- | --- |\n| 丝语 |  |\n| 6A | 蚕丝等级，别说成"最高级" |',
    );
  });

  it('nothing to show is empty in every format', () => {
    for (const format of ['lines', 'json', 'table'] as const) {
      const prompt = compileSystemPrompt(
        withFormat({ variables: format }, (d) => {
          d.prompt.sections = [{ id: 'only', title: '', body: '[{{product.specs}}]' }];
          d.skills = [];
        }),
        {},
      );
      expect(prompt).toBe('[]');
    }
  });
});
