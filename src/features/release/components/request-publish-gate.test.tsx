// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { RequestDetail } from './request-detail';
import { actor, changeRequest, fakeApi, json, renderWithProviders } from './testing';

// The gate's verdict is on the request already: Publish now says it before anyone clicks.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLanguageStore.setState({ chosen: null });
});

const ONE = '/harnesses/h1/change-requests/7';
const noRun = changeRequest({
  state: 'approved',
  approvals: { required: 1, have: 1, roles: ['qa', 'publisher', 'admin'] },
  gate: {
    code: 'gate.no_run',
    detail: 'v3 has no finished test run.',
    endpoint: 'local',
    version: 3,
    runId: null,
    passRate: null,
    threshold: 0.95,
  },
});

async function show(request = noRun) {
  const calls = fakeApi({ [`GET ${ONE}`]: json(request) });
  renderWithProviders(
    <RequestDetail
      harnessId="h1"
      n={7}
      actor={actor({ id: 'pub-1', role: 'publisher' })}
      timeZone="Asia/Shanghai"
      changes={() => null}
    />,
  );
  await screen.findByTestId('request-state');
  const button = screen.getByRole('button', { name: /Publish now|立即发布/ }) as HTMLButtonElement;
  return { button, calls };
}

const why = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

it('holds Publish now back while the gate refuses, saying why', async () => {
  const { button } = await show();
  expect(button.disabled).toBe(true);
  expect(why(button)).toBe('Publish now waits for the gate: v3 has no finished test run.');
});

it('says it in Chinese from the refusal’s code', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  const { button } = await show();
  expect(button.disabled).toBe(true);
  expect(why(button)).toMatch(
    /^“立即发布”需先通过测试门禁：v3 在它的端点“local”上还没有完成的测试运行/,
  );
  expect(why(button)).not.toContain('finished test run');
});

it('offers it plainly once the gate passes', async () => {
  const { button } = await show({ ...noRun, gate: null });
  expect(button.disabled).toBe(false);
  expect(button.getAttribute('aria-describedby')).toBeNull();
});
