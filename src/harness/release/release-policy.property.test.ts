import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles';
import {
  FAIL_CLOSED_RULE,
  approvalRuleIn,
  atLeastAsStrict,
  ruleInForce,
  stricterRule,
  type ApprovalRule,
} from './release-policy';

const anyRule: fc.Arbitrary<ApprovalRule> = fc.record({
  required: fc.integer({ min: 0, max: 10 }),
  roles: fc.subarray([...ROLES], { minLength: 1 }),
});

const sameRule = (a: ApprovalRule, b: ApprovalRule) =>
  a.required === b.required && [...a.roles].sort().join() === [...b.roles].sort().join();

describe('stricterRule', () => {
  it('is never looser than either input', () => {
    fc.assert(
      fc.property(anyRule, anyRule, (a, b) => {
        const s = stricterRule(a, b);
        expect(atLeastAsStrict(s, a)).toBe(true);
        expect(atLeastAsStrict(s, b)).toBe(true);
        expect(s.required).toBe(Math.max(a.required, b.required));
        expect(s.roles.length).toBeGreaterThan(0);
      }),
    );
  });

  it('does not depend on the order of its inputs, and a rule is as strict as itself', () => {
    fc.assert(
      fc.property(anyRule, anyRule, (a, b) => {
        expect(sameRule(stricterRule(a, b), stricterRule(b, a))).toBe(true);
        expect(sameRule(stricterRule(a, a), a)).toBe(true);
      }),
    );
  });

  it('asks no more than an input that is already at least as strict as the other', () => {
    fc.assert(
      fc.property(anyRule, anyRule, (a, b) => {
        if (!atLeastAsStrict(a, b)) return;
        expect(atLeastAsStrict(a, stricterRule(a, b))).toBe(true);
      }),
    );
  });

  it('takes the higher count with its roles; on a tie the roles both name, else admin only', () => {
    const two = { required: 2, roles: ['publisher', 'admin'] } satisfies ApprovalRule;
    const oneByOps = { required: 1, roles: ['ops'] } satisfies ApprovalRule;
    expect(stricterRule(oneByOps, two)).toEqual(two);
    expect(stricterRule(two, { required: 2, roles: ['admin', 'ops'] })).toEqual({
      required: 2,
      roles: ['admin'],
    });
    expect(stricterRule({ required: 1, roles: ['ops'] }, { required: 1, roles: ['qa'] })).toEqual({
      required: 1,
      roles: ['admin'],
    });
  });
});

describe('ruleInForce', () => {
  it('is never looser than the draft or any served version', () => {
    fc.assert(
      fc.property(anyRule, fc.array(anyRule, { maxLength: 2 }), (draft, served) => {
        const rule = ruleInForce(draft, served);
        for (const r of [draft, ...served]) expect(atLeastAsStrict(rule, r)).toBe(true);
      }),
    );
  });
});

describe('approvalRuleIn', () => {
  it('reads the label entry with the default roles; none set means none required', () => {
    const settings = { release: { approvals: { production: { required: 2 } } } };
    expect(approvalRuleIn(settings, 'production')).toEqual({
      required: 2,
      roles: ['publisher', 'admin'],
    });
    expect(approvalRuleIn(settings, 'staging').required).toBe(0);
    expect(approvalRuleIn({}, 'production').required).toBe(0);
    expect(approvalRuleIn(undefined, 'production').required).toBe(0);
  });

  it('fails closed on a release policy that does not parse, whatever it holds', () => {
    const garbage = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.anything()),
      fc.record({ approvals: fc.oneof(fc.string(), fc.integer(), fc.array(fc.integer())) }),
      fc.record({ approvals: fc.record({ production: fc.oneof(fc.string(), fc.constant({})) }) }),
    );
    fc.assert(
      fc.property(garbage, fc.constantFrom('production', 'staging'), (release, label) => {
        expect(approvalRuleIn({ release }, label)).toEqual(FAIL_CLOSED_RULE);
      }),
    );
    expect(approvalRuleIn('not settings', 'production')).toEqual(FAIL_CLOSED_RULE);
  });
});
