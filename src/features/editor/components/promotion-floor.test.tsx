// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
import { json } from '../../../lib/testing/fake-api';
import { HARNESS, entityRoute } from '../testing/draft-fixture';
import { errorsOf, renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import { PromotionEditor } from './promotion-editor';

// A promotion under the discount floor (the sample's 60%) is said at its field as it is
// typed, in the reader's language, and Save waits; the server's refusal lands there too.
// The sample's p-shoumei-357 lists at 268.

resetEditorAroundEachTest();

const SALE = 'baicha-flash-sale';
const renderSale = (routes = {}) =>
  renderEditor(<PromotionEditor harnessId={HARNESS} promotionId={SALE} readOnly={false} />, {
    routes,
  });

it('says a flash price under the floor at the price, in English, and keeps Save waiting', async () => {
  const { calls } = renderSale();
  const price = await screen.findByLabelText('Flash sale price');
  fireEvent.change(price, { target: { value: '99' } });
  await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
  expect(errorsOf(price)).toContain(
    'the flash price ¥99 is 37% of the list price ¥268 of p-shoumei-357; the floor is 60% ' +
      '(preferences.discountFloor). Set a price of at least ¥160.8.',
  );
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save.getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(save);
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

  fireEvent.change(price, { target: { value: '160.8' } });
  await waitFor(() => expect(price.getAttribute('aria-invalid')).toBeNull());
});

it('says it in Chinese', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  renderSale();
  const price = await screen.findByLabelText('秒杀价');
  fireEvent.change(price, { target: { value: '99' } });
  await waitFor(() =>
    expect(errorsOf(price)).toBe(
      '促销“寿眉饼预热秒杀169元”：秒杀价 ¥99 是 p-shoumei-357 原价 ¥268 的 37%，低于折扣底线 60%。秒杀价至少要 ¥160.8。',
    ),
  );
});

it('puts the server’s 422 at the price field', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  const params = {
    name: '寿眉饼预热秒杀169元',
    kind: 'flash_sale',
    percent: 63,
    floor: 70,
    limit: 187.6,
    product: 'p-shoumei-357',
    price: 170,
    listPrice: 268,
  };
  renderSale({
    [entityRoute('promotion', SALE)]: json(
      {
        status: 422,
        title: 'Unprocessable Content',
        detail: 'The promotion would quote a price under the discount floor.',
        errors: [{ pointer: '/price', code: 'promotion.below_floor', params, message: 'x' }],
      },
      422,
    ),
  });
  const price = await screen.findByLabelText('秒杀价');
  // The server knows a stricter floor than this draft (saved meanwhile).
  fireEvent.change(price, { target: { value: '170' } });
  const save = screen.getByRole('button', { name: '保存' });
  await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('false'));
  fireEvent.click(save);
  await waitFor(() => expect(errorsOf(price)).toContain('低于折扣底线 70%。秒杀价至少要 ¥187.6。'));
});
