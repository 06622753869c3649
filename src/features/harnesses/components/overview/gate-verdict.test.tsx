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
