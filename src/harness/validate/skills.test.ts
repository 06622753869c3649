import { describe, expect, it } from 'vitest';
import { diagnose, found } from './test-fixtures';

describe('skill allowed tools', () => {
  it('reports a tool that does not exist, suggesting a close name', () => {
    const d = diagnose((doc) => {
      doc.skills![0]!.allowedTools = ['get_product', 'get_produtc'];
    });
    expect(found(d, 'skill.unknown_tool')).toEqual([
      { pointer: '/skills/0/allowedTools/1', code: 'skill.unknown_tool', severity: 'error' },
    ]);
    const message = d.find((x) => x.code === 'skill.unknown_tool')?.message;
    expect(message).toContain('"get_produtc"');
    expect(message).toContain('Did you mean "get_product"?');
  });

  it('warns about a tool that exists but is switched off', () => {
    const d = diagnose((doc) => {
      doc.tools![0]!.enabled = false;
    });
    expect(found(d, 'skill.disabled_tool')).toEqual([
      { pointer: '/skills/0/allowedTools/0', code: 'skill.disabled_tool', severity: 'warning' },
    ]);
    expect(found(d, 'skill.unknown_tool')).toEqual([]);
  });

  it('accepts skills whose tools exist and are on', () => {
    const d = diagnose(() => {});
    expect(found(d, 'skill.unknown_tool')).toEqual([]);
    expect(found(d, 'skill.disabled_tool')).toEqual([]);
  });
});
