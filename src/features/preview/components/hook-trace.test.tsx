// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
import { HookTrace } from './hook-trace';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

it('says when a hook ran in plain words, its event name only as the tooltip', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  render(
    <HookTrace
      item={{
        type: 'hook',
        hookId: 'off-topic-guard',
        event: 'user_message',
        outcome: 'continue',
        durationMs: 3,
      }}
    />,
  );
  const row = screen.getByTestId('trace-hook');
  expect(row.textContent).not.toContain('user_message');
  expect(row.textContent).toContain('收到观众消息时');
  expect(row.querySelector('[title="user_message"]')).not.toBeNull();
});
