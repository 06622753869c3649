import { test, expect } from './fixtures';
import { createJobHarness, jobStudioForFile, tokenFor } from './support/job-studio';
import { LANGUAGES, checkScreen, closeUp, signIn, type Lang } from './support/journey';
import type { TokenServer } from './support/token-server';

// Reviewers approve prices: a change request that adds a flash sale shows the sale's price,
// window and whom it is for, and what the host may quote for Longjing before and after the
// change at the sale's window, on the request and on the version diff. In English and in
// Chinese, axe-clean.

const PORT = Number(process.env.E2E_REVIEW_PRICES_PORT ?? 4640);
const studio = jobStudioForFile(PORT, ['default']);

const SALE = {
  id: 'd12-longjing-eve',
  type: 'flash_sale',
  name: '龙井预热秒杀239元',
  scope: { kind: 'products', ids: ['p-longjing-250'] },
  window: { start: '2026-12-11T20:00', end: '2026-12-11T22:00', timeZone: 'Asia/Shanghai' },
  stacking: 'exclusive',
  price: 239,
};

const WORDS = {
  en: {
    window: 'Dec 11, 2026, 20:00 – 22:00 (Asia/Shanghai)',
    type: 'Flash sale',
    table: 'What the host may quote per product',
    product: 'Price ¥299, list price ¥358, lowest allowed ¥214.80',
    when: 'Dec 11, 2026, 20:00',
    why: `${SALE.name} now applies`,
    everyone: 'All viewers',
    isNew: '¥239 (new)',
  },
  'zh-CN': {
    window: '2026-12-11 20:00 – 22:00（Asia/Shanghai）',
    type: '秒杀',
    table: '主播可报的价格（按商品）',
    product: '售价 ¥299，原价 ¥358，最低可报 ¥214.80',
    when: '2026-12-11 20:00',
    why: `${SALE.name}新生效`,
    everyone: '所有观众',
    isNew: '¥239 (新增)',
  },
} satisfies Record<Lang, unknown>;

async function call(
  server: TokenServer,
  token: string,
  method: string,
  path: string,
  body: unknown,
  headers = {},
) {
  const res = await fetch(`${server.baseURL}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Record<string, unknown>;
}

for (const lang of LANGUAGES) {
  test(`a reviewer sees the flash sale's price, window and what the host may quote before and after (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    const { server } = studio();
    const id = await createJobHarness(server, `prices-${lang.toLowerCase()}`, { production: true });
    const opsToken = await tokenFor(server, 'ops', 'Marketing ops');
    const qaToken = await tokenFor(server, 'qa', 'QA on duty');
    // Ops add the eve's flash sale to the draft and ask for it on production.
    await call(
      server,
      opsToken,
      'PUT',
      `/harnesses/${id}/draft/entities/promotion/${SALE.id}`,
      SALE,
      {
        'if-none-match': '*',
      },
    );
    const opened = await call(server, opsToken, 'POST', `/harnesses/${id}/change-requests`, {
      title: 'Longjing eve flash sale',
      target: { kind: 'label', label: 'production' },
      source: { kind: 'draft' },
    });

    // QA opens the request: the sale's fields are values, not JSON.
    await signIn(page, qaToken, lang, `/harnesses/${id}/requests/${String(opened.id)}`);
    const fields = page.getByTestId('promotion-fields');
    await expect(fields).toContainText('¥239');
    await expect(fields).toContainText(w.type);
    await expect(fields).toContainText(w.window);
    await expect(fields).toContainText('p-longjing-250');

    // And what the host may quote for Longjing at the sale's window, before and after.
    const review = page.getByTestId('price-review');
    await expect(review.getByRole('heading', { level: 2 })).toHaveText(w.table);
    const longjing = review.getByTestId('quote-product');
    await expect(longjing).toContainText(w.product);
    const row = longjing.getByTestId('quote-row').first();
    await expect(row.getByRole('rowheader')).toContainText(w.when);
    await expect(row.getByRole('rowheader')).toContainText(w.why);
    const [viewers, before, after] = await row.getByRole('cell').all();
    await expect(viewers!).toHaveText(w.everyone);
    await expect(before!).toContainText('¥299');
    await expect(before!).not.toContainText('¥239');
    await expect(after!.locator('ins').first()).toHaveText(w.isNew);
    await checkScreen(page, 'review-prices-request', lang);
    await closeUp(fields, 'review-prices-fields', lang);
    await closeUp(review, 'review-prices-table', lang);

    // The version diff says the same.
    await page.goto(`/harnesses/${id}/diff/1/2`);
    await expect(page.getByTestId('promotion-fields')).toContainText(w.window);
    await expect(page.getByTestId('price-review').locator('ins').first()).toHaveText(w.isNew);
    await checkScreen(page, 'review-prices-diff', lang);
  });
}
