import { describe, expect, it } from 'vitest';
import { diagnose, found } from './test-fixtures';

describe('duplicate ids', () => {
  it('reports a second skill with the same id', () => {
    const d = diagnose((doc) => {
      doc.skills!.push({ ...doc.skills![0]!, name: 'Copy' });
    });
    expect(found(d, 'skill.duplicate_id')).toEqual([
      { pointer: '/skills/1/id', code: 'skill.duplicate_id', severity: 'error' },
    ]);
  });

  it('reports every later occurrence, not the first', () => {
    const d = diagnose((doc) => {
      const s = doc.skills![0]!;
      doc.skills!.push({ ...s, id: 'other' }, { ...s }, { ...s });
    });
    expect(found(d, 'skill.duplicate_id').map((x) => x.pointer)).toEqual([
      '/skills/2/id',
      '/skills/3/id',
    ]);
  });

  it('reports a second tool with the same name', () => {
    const d = diagnose((doc) => {
      doc.tools!.push({ ...doc.tools![0]! });
    });
    expect(found(d, 'tool.duplicate_name')).toEqual([
      { pointer: '/tools/1/name', code: 'tool.duplicate_name', severity: 'error' },
    ]);
  });

  it('reports a second hook with the same id', () => {
    const d = diagnose((doc) => {
      doc.hooks!.push({ ...doc.hooks![0]! });
    });
    expect(found(d, 'hook.duplicate_id')).toEqual([
      { pointer: '/hooks/1/id', code: 'hook.duplicate_id', severity: 'error' },
    ]);
  });

  it('reports a second promotion with the same id', () => {
    const d = diagnose((doc) => {
      doc.promotions!.push({ ...doc.promotions![0]!, name: 'Again' });
    });
    expect(found(d, 'promotion.duplicate_id')).toEqual([
      { pointer: '/promotions/1/id', code: 'promotion.duplicate_id', severity: 'error' },
    ]);
  });

  it('reports a second prompt section with the same id', () => {
    const d = diagnose((doc) => {
      doc.prompt.sections.push({ id: 'role', title: 'Again', body: 'Be brief.' });
    });
    expect(found(d, 'prompt.duplicate_section_id')).toEqual([
      {
        pointer: '/prompt/sections/2/id',
        code: 'prompt.duplicate_section_id',
        severity: 'error',
      },
    ]);
  });

  it('reports a prompt variable declared twice', () => {
    const d = diagnose((doc) => {
      doc.prompt.variables!.push({ name: 'shop.hotline', default: '123' });
    });
    expect(found(d, 'prompt.duplicate_variable')).toEqual([
      {
        pointer: '/prompt/variables/1/name',
        code: 'prompt.duplicate_variable',
        severity: 'error',
      },
    ]);
  });

  it('says which entry already has the id', () => {
    const d = diagnose((doc) => {
      doc.skills!.push({ ...doc.skills![0]! });
    });
    expect(d.find((x) => x.code === 'skill.duplicate_id')?.message).toContain('skill #1');
  });

  it('accepts distinct ids everywhere', () => {
    const d = diagnose((doc) => {
      doc.skills!.push({ ...doc.skills![0]!, id: 'second' });
      doc.hooks!.push({ ...doc.hooks![0]!, id: 'second' });
    });
    expect(d.filter((x) => /duplicate/.test(x.code))).toEqual([]);
  });
});
