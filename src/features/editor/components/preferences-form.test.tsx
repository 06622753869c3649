// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
import { HARNESS, entityOf } from '../testing/draft-fixture';
import { errorsOf, renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import { PreferencesForm } from './preferences-form';

resetEditorAroundEachTest();

it('shows a merchant’s mistake at the field in Chinese, and saves the fixed form', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  const { draft, calls } = renderEditor(<PreferencesForm harnessId={HARNESS} readOnly={false} />, {
    saves: [['preferences', 'preferences']],
  });

  const longest = await screen.findByLabelText('回复最长字数');
  fireEvent.change(longest, { target: { value: '5' } });
  await waitFor(() => expect(longest.getAttribute('aria-invalid')).toBe('true'));
  expect(errorsOf(longest)).toMatch(/20/);

  fireEvent.change(longest, { target: { value: '150' } });
  fireEvent.change(screen.getByLabelText(/最低价/), { target: { value: '80' } });
  await waitFor(() => expect(longest.getAttribute('aria-invalid')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await screen.findByText('已保存。');
  expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
    ...(entityOf(draft, 'preferences', 'preferences').value as object),
    maxReplyChars: 150,
    discountFloor: 0.8,
  });
});

it('lets a read-only role look without changing anything', async () => {
  renderEditor(<PreferencesForm harnessId={HARNESS} readOnly />);
  expect(await screen.findByText(/your role cannot change it/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  expect(
    (screen.getByLabelText('Shop name') as HTMLInputElement).closest('fieldset')!.disabled,
  ).toBe(true);
});
