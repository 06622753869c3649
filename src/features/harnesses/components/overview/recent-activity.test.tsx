// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useLanguageStore } from '../../../../lib/i18n';
import { renderWithProviders } from '../../../../lib/testing/fake-api';
import { RecentActivity } from './recent-activity';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const entry = (id: number, actor: string, action: string, entity: string) => ({
  id,
  at: new Date().toISOString(),
  actor,
  harnessId: 'h1',
  action,
  entity,
  before: null,
  after: null,
});

it('phrases release actions and names the scheduler, in Chinese', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  renderWithProviders(
    <RecentActivity
      harnessId="h1"
      activity={[
        entry(3, 'scheduler', 'schedule.fire', 'schedule/11'),
        entry(2, 'quinn', 'change_request.approve', 'change-request/7'),
        entry(1, 'pat', 'approvals.override', 'label/production'),
      ]}
    />,
  );
  const lines = [...screen.getByTestId('activity').querySelectorAll('li > span:first-child')];
  expect(lines.map((l) => l.textContent)).toEqual([
    '工作室（排期程序） · 执行了 排期 11',
    'quinn · 批准 变更申请 7',
    'pat · 未经批准移动 标签 production',
  ]);
});
