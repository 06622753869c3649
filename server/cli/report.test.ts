import { describe, expect, it } from 'vitest';
import { error, warning } from '../../src/harness/diagnostics';
import { formatText, locate, summary } from './report';

const sources = {
  '': 'harness.yaml',
  '/skills/1': 'skills/coupon-push/SKILL.md',
  '/skills/10': 'skills/other/SKILL.md',
};

describe('report', () => {
  it('locates a pointer by its longest containing source', () => {
    expect(locate('/skills/1/allowedTools/0', sources)).toBe('skills/coupon-push/SKILL.md');
    expect(locate('/skills/10', sources)).toBe('skills/other/SKILL.md');
    expect(locate('/settings/maxSteps', sources)).toBe('harness.yaml');
    expect(locate('/x', {})).toBeUndefined();
  });

  it('counts errors and warnings in words', () => {
    expect(summary([])).toBe('0 errors, 0 warnings');
    const list = [
      error('', 'schema.not_object', 'm'),
      warning('', 'suite.shape', 'm'),
      warning('', 'suite.shape', 'm'),
    ];
    expect(summary(list)).toBe('1 error, 2 warnings');
  });

  it('prints aligned lines and leaves folder problems unlocated', () => {
    const text = formatText(
      [
        error('/skills/1/allowedTools/0', 'skill.unknown_tool', 'No such tool.', {
          skill: 'coupon-push',
          tool: 'x',
        }),
        warning('', 'folder.unexpected_file', 'notes.txt is not part of the layout.', {
          file: 'notes.txt',
        }),
      ],
      sources,
    );
    expect(text).toBe(
      'error   /skills/1/allowedTools/0  skill.unknown_tool  No such tool. (skills/coupon-push/SKILL.md)\n' +
        'warning (root)  folder.unexpected_file  notes.txt is not part of the layout.\n' +
        '1 error, 1 warning\n',
    );
  });
});
