// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { documentFieldLabel } from '../../../lib/field-label-keys';
import { useLanguageStore } from '../../../lib/i18n';
import { json } from '../../../lib/testing/fake-api';
import { HARNESS } from '../testing/draft-fixture';
import { errorsOf, renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import { SettingsForm } from './settings-form';

resetEditorAroundEachTest();

const routes = {
  'GET /model-endpoints': json({ items: [{ name: 'default', model: 'qwen3-4b' }] }),
};

it('sets the longest sentence and the ending said after a block, and saves them', async () => {
  const { calls } = renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    saves: [['meta', 'meta']],
    routes,
  });
  const max = (await screen.findByLabelText('Longest sentence (characters)')) as HTMLInputElement;
  // No `settings.sentence` yet: the core's default shows.
  expect(max.value).toBe('60');
  fireEvent.change(max, { target: { value: '40' } });
  fireEvent.change(screen.getByLabelText('Said after a blocked sentence'), {
    target: { value: '其他问题可以问我哦。' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.body).toMatchObject({
    settings: { sentence: { maxChars: 40, blockedEnding: '其他问题可以问我哦。' } },
  });
});

it('says a bad value at its field in Chinese, and an emptied ending is no ending', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  const { calls } = renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    saves: [['meta', 'meta']],
    routes,
  });
  const max = await screen.findByLabelText('单句最长（字符）');
  fireEvent.change(max, { target: { value: '5' } });
  await waitFor(() => expect(max.getAttribute('aria-invalid')).toBe('true'));
  expect(errorsOf(max)).toMatch(/10/);
  expect(errorsOf(max)).toMatch(/[\u4e00-\u9fff]/);
  const ending = screen.getByLabelText('拦截后说的结束语');
  fireEvent.change(ending, { target: { value: '好'.repeat(201) } });
  await waitFor(() => expect(ending.getAttribute('aria-invalid')).toBe('true'));
  expect(errorsOf(ending)).toMatch(/200/);
  expect(errorsOf(ending)).toMatch(/[\u4e00-\u9fff]/);

  fireEvent.change(max, { target: { value: '80' } });
  fireEvent.change(ending, { target: { value: '' } });
  await waitFor(() => expect(ending.getAttribute('aria-invalid')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await screen.findByText('已保存。');
  const put = calls.find((c) => c.method === 'PUT')!;
  expect((put.body as { settings: { sentence: unknown } }).settings.sentence).toEqual({
    maxChars: 80,
  });
});

it('calls the fields by their labels away from the form', () => {
  expect(documentFieldLabel('/settings/sentence/maxChars', 'zh-CN')).toEqual({
    label: '单句最长（字符）',
  });
  expect(documentFieldLabel('/settings/sentence/blockedEnding', 'en')).toEqual({
    label: 'Said after a blocked sentence',
  });
});
