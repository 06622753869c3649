import { test, expect } from './fixtures';
import { createPreviewHarness, previewStudioForFile } from './support/preview-studio';

// The preview's model errors arrive as a code with params and are said in the page's
// language; the server's English stays as the tooltip.
const PORT = Number(process.env.E2E_MESSAGES_PORT ?? 4392);
const studio = previewStudioForFile(PORT);

test('a model error in the preview is said in Chinese on the zh-CN page, with Send keeping the focus', async ({
  page,
}) => {
  const id = await createPreviewHarness(studio().baseURL, 'messages');
  await page.goto(`/harnesses/${id}/preview`);
  await page.getByLabel('Language').selectOption('zh-CN');
  await page.getByLabel('模型端点').selectOption('down');
  await page.getByLabel('观众的消息').fill('有券吗？');
  const send = page.getByRole('button', { name: '发送' });
  await send.click();

  const error = page.getByTestId('answer-error');
  await expect(error).toContainText('模型没能回答');
  await expect(error).toContainText('http://127.0.0.1:9/v1 没有模型服务器应答');
  await expect(error).not.toContainText('No model server answers');
  await expect(error.locator('p')).toHaveAttribute('title', /No model server answers at/);
  // The trace lists the same error in Chinese.
  await expect(page.getByTestId('trace-error').first()).toContainText('没有模型服务器应答');
  // A screen reader hears the outcome; the focus stayed on Send.
  await expect(page.getByTestId('send-status')).toHaveText('本轮失败：错误信息在消息下方。');
  await expect(send).toBeFocused();

  await page.getByLabel('语言').selectOption('en');
  await expect(error).toContainText('No model server answers at http://127.0.0.1:9/v1: start vLLM');
});
