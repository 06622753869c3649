// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
import { json } from '../../../lib/testing/fake-api';
import { HARNESS } from '../testing/draft-fixture';
import { renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import { SettingsForm } from './settings-form';

resetEditorAroundEachTest();

const routes = { 'GET /model-endpoints': json({ items: [{ name: 'default', model: null }] }) };

it('sets the per-turn message role, and "document order" removes the layout field', async () => {
  const { calls } = renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    saves: [['meta', 'meta']],
    routes,
  });
  const layout = (await screen.findByLabelText('Prompt layout')) as HTMLSelectElement;
  const role = screen.getByLabelText('Role of the per-turn message') as HTMLSelectElement;
  // The sample uses the cache-friendly layout, its turn message as a system message.
  expect(layout.value).toBe('cache-friendly');
  expect(role.value).toBe('system');
  expect(role.disabled).toBe(false);
  fireEvent.change(role, { target: { value: 'user' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.body).toMatchObject({
    settings: { promptLayout: 'cache-friendly', turnMessageRole: 'user' },
  });

  fireEvent.change(layout, { target: { value: 'document' } });
  expect(role.disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  const second = calls.filter((c) => c.method === 'PUT').at(-1)!;
  expect((second.body as { settings: object }).settings).not.toHaveProperty('promptLayout');
});

it('labels the fields in Chinese', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, { routes });
  const layout = await screen.findByLabelText('提示词布局');
  expect(layout.textContent).toContain('缓存友好：随商品、按轮变化的段落放在工具之后');
  expect(screen.getByLabelText('按轮消息的角色')).toBeTruthy();
});
