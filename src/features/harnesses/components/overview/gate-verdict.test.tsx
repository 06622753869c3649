// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../lib/testing/fake-api';
import { useLanguageStore } from '../../../../lib/i18n';
import type { DraftGate } from '../../types';
import { GateVerdict } from './gate-verdict';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null, fallback: 'en' });
});

const gate = (patch: Partial<DraftGate>): DraftGate => ({
  gated: true,
  threshold: 0.95,
  version: 2,
  allowed: true,
  rollback: false,
  refusal: null,
  ...patch,
});

it('says a draft production served before goes back as a rollback, not that its tests pass', () => {
  renderWithProviders(<GateVerdict gate={gate({ rollback: true })} />);
  expect(screen.getByTestId('gate-verdict').textContent).toBe(
    'v2 is the draft, and production served it before: moving back to it is a rollback, which the gate does not stop.',
  );
});

it('in Chinese too; a version never served is judged by its tests', () => {
  act(() => useLanguageStore.setState({ chosen: 'zh-CN' }));
  renderWithProviders(<GateVerdict gate={gate({ rollback: true })} />);
  expect(screen.getByTestId('gate-verdict').textContent).toBe(
    'v2 即当前草稿，线上以前发布过它：回到它是回滚，测试门禁不会阻止。',
  );
  cleanup();
  renderWithProviders(<GateVerdict gate={gate({})} />);
  expect(screen.getByTestId('gate-verdict').textContent).toBe(
    'v2 即当前草稿，可以发布：测试达到 95%。',
  );
});

it('says the version production serves now is no rollback, in both languages', () => {
  renderWithProviders(<GateVerdict gate={gate({ version: 3, rollback: true })} production={3} />);
  expect(screen.getByTestId('gate-verdict').textContent).toBe(
    'v3 is the draft, and production serves it now: there is nothing to publish.',
  );
  cleanup();
  act(() => useLanguageStore.setState({ chosen: 'zh-CN' }));
  renderWithProviders(<GateVerdict gate={gate({ version: 3, rollback: true })} production={3} />);
  expect(screen.getByTestId('gate-verdict').textContent).toBe(
    'v3 即当前草稿，线上正在使用它：没有需要发布的内容。',
  );
});

it('marks a version production was rolled back from, then says what the gate judges', () => {
  const leftByRollback = { at: '2026-12-06T08:00:00.000Z', actor: 'publisher-1', toVersion: 2 };
  renderWithProviders(
    <GateVerdict gate={gate({ version: 3, allowed: true, leftByRollback })} production={2} />,
  );
  const verdict = screen.getByTestId('gate-verdict');
  expect(verdict.textContent).toMatch(
    /^Production was rolled back from v3 to v2 by publisher-1 on Dec 6, 2026, \d\d:00, so it is not suggested again: publishing it needs the gate and a reason\. v3 is the draft and may be published/,
  );
  expect(verdict.className).toContain('notice-warning');
});
