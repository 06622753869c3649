// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import { AuditLog } from './audit-log';

beforeEach(() => useLanguageStore.setState({ chosen: 'zh-CN' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const entry = (id: number, actor: string, action: string, entity: string | null) => ({
  id,
  at: '2026-12-04T12:00:00.000Z',
  actor,
  harnessId: 'h1',
  action,
  entity,
  before: null,
  after: null,
});

it('says each action and the studio’s own account in Chinese, times in the one Chinese format', async () => {
  fakeApi({
    'GET /audit?limit=50&harnessId=h1': json({
      items: [
        entry(2, 'olivia', 'label.move', 'label/production'),
        entry(1, 'system', 'sample.seed', 'version/1'),
      ],
      nextCursor: null,
    }),
  });
  renderWithProviders(<AuditLog filter={{ harnessId: 'h1' }} />);
  const rows = await screen.findAllByTestId('audit-row');
  const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);
  expect(cells(rows[0]!).slice(1, 4)).toEqual(['olivia', '移动标签', '标签 production']);
  expect(cells(rows[1]!).slice(1, 4)).toEqual(['工作室（系统）', '初始化示例', '版本 v1']);
  // The code stays at hand as the cell's tooltip.
  expect(rows[0]!.querySelectorAll('td')[2]!.getAttribute('title')).toBe('label.move');
  expect(cells(rows[0]!)[0]).toMatch(/^2026-12-04 \d\d:00$/);
});

it('says change-request, approval-override and overlay-review actions in Chinese', async () => {
  fakeApi({
    'GET /audit?limit=50&harnessId=h1': json({
      items: [
        entry(3, 'pat', 'approvals.override', 'label/production'),
        entry(2, 'quinn', 'change_request.approve', 'change-request/7'),
        entry(1, 'tea-a-owner', 'overlay.propose', 'shop/tea-a'),
      ],
      nextCursor: null,
    }),
  });
  renderWithProviders(<AuditLog filter={{ harnessId: 'h1' }} />);
  const rows = await screen.findAllByTestId('audit-row');
  const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);
  expect(rows.map((r) => cells(r).slice(2, 4))).toEqual([
    ['未经批准移动标签', '标签 production'],
    ['批准变更申请', '变更申请 7'],
    ['提交店铺设置待审核', '店铺 tea-a'],
  ]);
});
