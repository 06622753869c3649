// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
import { json } from '../../../lib/testing/fake-api';
import { HARNESS, entityRoute } from '../testing/draft-fixture';
import { errorsOf, renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import { PreferencesForm } from './preferences-form';
import { PromotionEditor } from './promotion-editor';

// The everyday forms in Chinese: each message at its field, named by the field's label and
// said on its scale, gone once the field is fixed; Save waits, saying why; a refusal of the
// server lands at the field it names.

resetEditorAroundEachTest();
beforeEach(() => useLanguageStore.setState({ chosen: 'zh-CN' }));

const saveButton = () => screen.getByRole('button', { name: '保存' });

it('says a mistake at the field with its on-screen label and scale, and clears it once fixed', async () => {
  renderEditor(<PreferencesForm harnessId={HARNESS} readOnly={false} />);
  const longest = await screen.findByLabelText('回复最长字数');
  const floor = screen.getByLabelText('主播可报的最低价（占原价的百分比）');

  fireEvent.change(longest, { target: { value: '5' } });
  fireEvent.change(floor, { target: { value: '150' } });
  await waitFor(() => expect(errorsOf(longest)).toBe('“回复最长字数”不能小于 20。'));
  // Typed as a percentage, so the bound is said as one: 100, not the stored share's 1.
  expect(errorsOf(floor)).toBe('“主播可报的最低价（占原价的百分比）”不能大于 100。');
  expect(errorsOf(longest)).not.toContain('/maxReplyChars');
  // The core's English stays behind it, as the tooltip.
  expect(document.querySelector(`#${longest.id}-errors li`)!.getAttribute('title')).toMatch(
    /at least 20/,
  );

  fireEvent.change(longest, { target: { value: '120' } });
  await waitFor(() => expect(longest.getAttribute('aria-invalid')).toBeNull());
  expect(errorsOf(longest)).toBe('');
  expect(errorsOf(floor)).not.toBe('');
});

it('keeps Save waiting while fields are wrong, says why, and takes the person to the first', async () => {
  const { calls } = renderEditor(<PreferencesForm harnessId={HARNESS} readOnly={false} />);
  const shopName = await screen.findByLabelText('店铺名称');
  const longest = screen.getByLabelText('回复最长字数');
  fireEvent.change(longest, { target: { value: '5' } });
  fireEvent.change(shopName, { target: { value: '' } });

  const reason = await screen.findByTestId('save-blocked');
  await waitFor(() => expect(reason.textContent).toBe('先修正 2 个字段'));
  expect(saveButton().getAttribute('aria-disabled')).toBe('true');
  expect(saveButton().getAttribute('aria-describedby')).toBe(reason.id);

  fireEvent.click(saveButton());
  // Nothing is sent; the first wrong field on screen (not in pointer order) has the focus.
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  expect(document.activeElement).toBe(shopName);

  fireEvent.change(shopName, { target: { value: '山岚茶舍' } });
  await waitFor(() => expect(reason.textContent).toBe('先修正 1 个字段'));
  fireEvent.change(longest, { target: { value: '120' } });
  await waitFor(() => expect(screen.queryByTestId('save-blocked')).toBeNull());
  expect(saveButton().getAttribute('aria-disabled')).toBe('false');
});

it('puts a server 422 at the field it points to, in Chinese, and drops it once the field changes', async () => {
  renderEditor(<PreferencesForm harnessId={HARNESS} readOnly={false} />, {
    routes: {
      [entityRoute('preferences', 'preferences')]: json(
        {
          status: 422,
          title: 'Unprocessable Content',
          detail: 'This preferences is not valid.',
          errors: [
            {
              pointer: '/greeting',
              code: 'schema.too_big',
              params: { kind: 'chars', n: 20 },
              message: 'Use at most 20 characters.',
            },
          ],
        },
        422,
      ),
    },
  });
  const greeting = await screen.findByLabelText('欢迎语');
  fireEvent.change(greeting, {
    target: { value: '欢迎来到直播间，今天的好茶一样不少，点个关注不迷路哦！' },
  });
  await waitFor(() => expect(saveButton().getAttribute('aria-disabled')).toBe('false'));
  fireEvent.click(saveButton());

  const notice = await screen.findByRole('alert');
  expect(notice.textContent).toContain('服务器没有保存这次修改。');
  expect(notice.textContent).toContain('服务器拒绝了这次修改：保存后会不合规。');
  expect(notice.textContent).not.toContain('This preferences is not valid.');
  expect(notice.querySelector('[title="This preferences is not valid."]')).not.toBeNull();
  expect(notice.textContent).toContain('“欢迎语”最多 20 个字符。');
  expect(notice.textContent).not.toContain('/greeting');
  await waitFor(() => expect(errorsOf(greeting)).toBe('“欢迎语”最多 20 个字符。'));
  // The refused field is where the focus went, so the reason is on screen.
  expect(document.activeElement).toBe(greeting);
  expect(screen.getByTestId('save-blocked').textContent).toBe('先修正 1 个字段');

  fireEvent.change(greeting, { target: { value: '欢迎来到直播间！' } });
  await waitFor(() => expect(errorsOf(greeting)).toBe(''));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByTestId('save-blocked')).toBeNull();
});

it('reads a promotion’s time back in the one Chinese format, with the harness zone', async () => {
  renderEditor(
    <PromotionEditor harnessId={HARNESS} promotionId="baicha-flash-sale" readOnly={false} />,
  );
  const start = await screen.findByLabelText('开始');
  fireEvent.change(start, { target: { value: '2026-12-11T20:00' } });
  await waitFor(() =>
    expect(document.getElementById(`${start.id}-hint`)!.textContent).toBe(
      '即 2026-12-11 20:00（Asia/Shanghai）',
    ),
  );
  expect(start.getAttribute('lang')).toBe('zh-CN');
});
