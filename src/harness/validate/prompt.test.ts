import { describe, expect, it } from 'vitest';
import { diagnose, found } from './test-fixtures';

describe('prompt variables', () => {
  it('reports a variable that is neither provided nor declared', () => {
    const d = diagnose((doc) => {
      doc.prompt.sections[1]!.body = 'Hotline {{shop.hotline}}, price {{product.prise}}.';
    });
    expect(found(d, 'prompt.unknown_variable')).toEqual([
      { pointer: '/prompt/sections/1/body', code: 'prompt.unknown_variable', severity: 'error' },
    ]);
    const message = d.find((x) => x.code === 'prompt.unknown_variable')?.message ?? '';
    expect(message).toContain('{{product.prise}}');
    expect(message).toContain('Did you mean "product.price"?');
    expect(message).toContain('declare');
  });

  it('reports each unknown variable once per section', () => {
    const d = diagnose((doc) => {
      doc.prompt.sections[0]!.body = '{{a}} {{ a }} {{b}}';
    });
    expect(found(d, 'prompt.unknown_variable')).toHaveLength(2);
  });

  it('accepts provided variables, declared ones and spaces inside braces', () => {
    const d = diagnose((doc) => {
      doc.prompt.sections[0]!.body =
        '{{ product.name }} {{viewer.nickname}} {{shop.hotline}} {{now}}';
    });
    expect(found(d, 'prompt.unknown_variable')).toEqual([]);
  });

  it('warns about "{{" that is never closed', () => {
    const d = diagnose((doc) => {
      doc.prompt.sections[0]!.body = 'Line one\nWelcome {{viewer.nickname to the room';
    });
    expect(found(d, 'prompt.unclosed_braces')).toEqual([
      { pointer: '/prompt/sections/0/body', code: 'prompt.unclosed_braces', severity: 'warning' },
    ]);
    expect(d.find((x) => x.code === 'prompt.unclosed_braces')?.message).toContain('line 2');
  });

  it('warns about braces around something that is not a variable name', () => {
    const d = diagnose((doc) => {
      doc.prompt.sections[0]!.body = 'Price: {{ product price }}';
    });
    expect(found(d, 'prompt.unclosed_braces')).toEqual([
      { pointer: '/prompt/sections/0/body', code: 'prompt.unclosed_braces', severity: 'warning' },
    ]);
  });

  it('treats "{{" followed by another "{{" as unclosed', () => {
    const d = diagnose((doc) => {
      doc.prompt.sections[0]!.body = '{{product.name and {{shop.name}}';
    });
    expect(found(d, 'prompt.unclosed_braces')).toHaveLength(1);
    expect(found(d, 'prompt.unknown_variable')).toEqual([]);
  });

  it('accepts well-formed templates, including triple braces', () => {
    const d = diagnose((doc) => {
      doc.prompt.sections[0]!.body = '{{{product.name}}} and {{shop.name}} }} stray closers';
    });
    expect(found(d, 'prompt.unclosed_braces')).toEqual([]);
  });

  it('caps brace warnings for a section full of braces', () => {
    const d = diagnose((doc) => {
      doc.prompt.sections[0]!.body = '{{ '.repeat(5_000);
    });
    expect(found(d, 'prompt.unclosed_braces').length).toBeLessThanOrEqual(10);
  });
});
