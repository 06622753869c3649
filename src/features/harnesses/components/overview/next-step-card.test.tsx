// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, json, renderWithProviders } from '../../../../lib/testing/fake-api';
import { useLanguageStore } from '../../../../lib/i18n';
import type { Actor, Role } from '../../../../harness/roles';
import { overview } from '../testing';
import { OverviewPanel } from './overview-panel';
import { ShopOverview } from './shop-overview';

beforeEach(() => useLanguageStore.setState({ chosen: 'zh-CN' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const OVERVIEW = 'GET /harnesses/sample/overview';
const STATUS = 'GET /model-endpoints/default/status';
const down = json({ endpoint: 'default', configured: true, reachable: false, model: null });
const as = (role: Role): Actor => ({ id: role, name: role, role });
/** v2 is the draft and has no test run yet. */
const ready = overview({
  gate: {
    gated: true,
    threshold: 0.95,
    version: 2,
    allowed: false,
    refusal: {
      code: 'gate.no_run',
      detail: 'Version 2 has no finished test run.',
      version: 2,
      runId: null,
      passRate: null,
      threshold: 0.95,
    },
  },
});

const panel = (actor: Actor) => (
  <OverviewPanel harnessId="sample" title="山岚茶舍直播助手" actor={actor} canRunTests canPublish />
);

it('运营在 v2 就绪时被告知请发布负责人运行测试并发布，而不是给它一个不能用的“运行测试”按钮', async () => {
  fakeApi({ [OVERVIEW]: json(ready), [STATUS]: down });
  renderWithProviders(panel(as('ops')));
  const card = await screen.findByTestId('next-step');
  expect(within(card).getByRole('heading', { name: '你的下一步' })).toBeTruthy();
  expect(within(card).getByTestId('next-step-ask').textContent).toBe(
    'v2 已就绪：请发布负责人运行它的测试并发布到生产环境。',
  );
  expect(within(card).queryByRole('link')).toBeNull();
  // Plain words about the model server for ops; the command folded under "details".
  const notice = await screen.findByTestId('model-down');
  expect(notice.textContent).toContain('请联系工程师或管理员启动模型服务');
  const details = within(notice).getByText('给工程师的详细信息').closest('details')!;
  expect(details.open).toBe(false);
  expect(details.textContent).toContain('vllm serve');
});

it('测试人员的下一步是运行 v2 的测试，之后由发布负责人发布', async () => {
  fakeApi({ [OVERVIEW]: json(ready), [STATUS]: down });
  renderWithProviders(panel(as('qa')));
  const own = await screen.findByTestId('next-step-own');
  expect(own.textContent).toBe('对 v2 运行测试');
  expect(own.getAttribute('href')).toBe('/harnesses/sample/tests');
  const card = screen.getByTestId('next-step');
  expect(
    within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['发布负责人：把 v2 发布到生产环境']);
});

it('发布负责人在测试通过后直接发布 v2；没有待发布内容时如实说明', async () => {
  fakeApi({
    [OVERVIEW]: json(
      overview({
        gate: { gated: true, threshold: 0.95, version: 2, allowed: true, refusal: null },
      }),
    ),
    [STATUS]: down,
  });
  renderWithProviders(panel(as('publisher')));
  const own = await screen.findByTestId('next-step-own');
  expect(own.textContent).toBe('把 v2 发布到生产环境');
  expect(own.getAttribute('href')).toBe('/harnesses/sample/versions?publish=2');
  cleanup();
  fakeApi({
    [OVERVIEW]: json(overview({ draft: { against: 1, differs: false, changes: [] } })),
    [STATUS]: down,
  });
  renderWithProviders(panel(as('publisher')));
  expect((await screen.findByTestId('next-step-none')).textContent).toBe(
    '没有待发布的内容：生产环境提供的就是草稿的内容。',
  );
});

it('工程师看到启动模型服务的命令本身', async () => {
  fakeApi({ [OVERVIEW]: json(ready), [STATUS]: down });
  renderWithProviders(panel(as('engineer')));
  const notice = await screen.findByTestId('model-down');
  expect(notice.textContent).toContain('请用 `vllm serve');
  expect(notice.querySelector('details')).toBeNull();
});

it('商家只看到自己店铺的下一步，没有底座的通过率、标签或发布状态', async () => {
  fakeApi({ [OVERVIEW]: json(ready), [STATUS]: down });
  renderWithProviders(
    <ShopOverview harnessId="sample" shopId="qingshan-tea" shopName="青山茶铺" />,
  );
  expect(screen.getByRole('heading', { name: '我的店铺：青山茶铺' })).toBeTruthy();
  const edit = screen.getByRole('link', { name: '修改我的店铺设置' });
  expect(edit.getAttribute('href')).toBe('/harnesses/sample/shops/qingshan-tea');
  expect(screen.getByRole('link', { name: '预览我的主播' }).getAttribute('href')).toBe(
    '/harnesses/sample/preview',
  );
  expect((await screen.findByTestId('model-down')).textContent).toContain('暂时无法预览你的主播');
  expect(screen.queryByTestId('production-summary')).toBeNull();
  expect(screen.queryByTestId('gate-verdict')).toBeNull();
  expect(screen.queryByText(/通过率|测试用例|还没有完成的运行/)).toBeNull();
});

it('把分流中的标签链接到它的实验（能读实验报告的角色）', async () => {
  const split = overview({
    labels: [
      {
        harnessId: 'sample',
        name: 'staging',
        version: 1,
        split: { version: 2, percent: 20 },
        updatedAt: '2026-12-03T08:00:00.000Z',
        updatedBy: 'pat',
      },
    ],
  });
  fakeApi({ [OVERVIEW]: json(split), [STATUS]: down });
  renderWithProviders(panel(as('publisher')));
  const staging = await screen.findByTestId('label-staging');
  expect(within(staging).getByRole('link', { name: '查看实验' }).getAttribute('href')).toBe(
    '/harnesses/sample/labels/staging/experiment',
  );
  cleanup();
  // A role that may not read reports gets null rollbacks from the server, and no link.
  fakeApi({ [OVERVIEW]: json({ ...split, rollbacks: null }), [STATUS]: down });
  renderWithProviders(panel(as('publisher')));
  expect(within(await screen.findByTestId('label-staging')).queryByRole('link')).toBeNull();
});
