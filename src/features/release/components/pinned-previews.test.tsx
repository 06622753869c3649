// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { PinnedPreviews } from './pinned-previews';
import { renderWithProviders } from './testing';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const pin = (id: number, contextId: string) => ({
  id,
  revision: 1,
  contextId,
  contextTitle: null,
  context: null,
  question: '龙井今晚有优惠吗？',
  before: '暂无优惠。',
  after: '晚 8 点起立减 20 元。',
  pinnedBy: 'qa-1',
  at: '2026-12-12T07:00:00.000Z',
});

it('names a pin’s sample scene by the title the preview shows, not its id', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  renderWithProviders(
    <PinnedPreviews
      pins={[pin(1, 'new-viewer-longjing'), pin(2, 'ctx-gone')]}
      timeZone="Asia/Shanghai"
    />,
  );
  expect(screen.getByTestId('pin-1').textContent).toContain('场景 双十二晚8点·新粉问龙井');
  expect(screen.getByTestId('pin-1').textContent).not.toContain('new-viewer-longjing');
  // A scene no longer among the samples keeps its id rather than nothing.
  expect(screen.getByTestId('pin-2').textContent).toContain('场景 ctx-gone');
});

it('names a pin’s own room and says its time in the harness’s zone', () => {
  const room = {
    ...pin(3, 'promotion:dianhong-flash'),
    contextTitle: '滇红秒杀139元',
    context: { now: '2026-12-20T19:31:00+08:00', comments: [], variables: {} },
  };
  renderWithProviders(<PinnedPreviews pins={[room]} timeZone="Europe/London" />);
  const text = screen.getByTestId('pin-3').textContent;
  expect(text).toContain('context 滇红秒杀139元');
  expect(text).toContain('room time Dec 20, 2026, 11:31 (Europe/London)');
});
