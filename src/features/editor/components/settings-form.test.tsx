// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
import { json } from '../../../lib/testing/fake-api';
import { HARNESS, entityOf, entityRoute, sampleDraft } from '../testing/draft-fixture';
import { errorsOf, renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import { SettingsForm } from './settings-form';

resetEditorAroundEachTest();

const endpoints = json({
  items: [
    { name: 'default', model: 'qwen3-4b' },
    { name: 'sglang', model: null },
  ],
});

it('edits the settings and the model, and saves them as the meta entity', async () => {
  const { draft, calls } = renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    saves: [['meta', 'meta']],
    routes: { 'GET /model-endpoints': endpoints },
  });

  fireEvent.change(await screen.findByLabelText('Pass threshold (% of test cases)'), {
    target: { value: '90' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add a banned word' }));
  const words = within(screen.getByRole('group', { name: 'Banned words' })).getAllByRole('textbox');
  fireEvent.change(words.at(-1)!, { target: { value: '全网最低' } });
  fireEvent.change(screen.getByLabelText('Model endpoint'), { target: { value: 'sglang' } });
  fireEvent.change(screen.getByLabelText('Temperature'), { target: { value: '0.3' } });
  fireEvent.click(screen.getByLabelText('Wait for a robustness run before production'));
  fireEvent.change(screen.getByLabelText('Turns kept as traces (%)'), { target: { value: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  await screen.findByText('Saved.');
  const before = entityOf(draft, 'meta', 'meta').value as {
    settings: { bannedWords: string[] };
    model: object;
  };
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.path).toBe(`/harnesses/${HARNESS}/draft/entities/meta/meta`);
  expect(put.body).toMatchObject({
    settings: {
      passThreshold: 0.9,
      bannedWords: [...before.settings.bannedWords, '全网最低'],
      robustness: { maxDrop: 10 },
      traces: { sampleRate: 0.1, retentionDays: 30 },
    },
    model: { ...before.model, endpoint: 'sglang', temperature: 0.3 },
  });
});

it('shows the draft check’s problems at their fields as you type, in the reader’s language', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    routes: { 'GET /model-endpoints': endpoints },
  });
  const zone = await screen.findByLabelText('时区');
  fireEvent.change(zone, { target: { value: 'Mars/Olympus' } });
  await waitFor(() => expect(zone.getAttribute('aria-invalid')).toBe('true'));
  expect(errorsOf(zone)).toMatch(/Asia\/Shanghai/);
  expect(errorsOf(zone)).toMatch(/[\u4e00-\u9fff]/);
  const name = screen.getByLabelText('配置名称');
  fireEvent.change(name, { target: { value: '' } });
  await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
});

it('puts the server’s refusal at the field its pointer names', async () => {
  renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    routes: {
      'GET /model-endpoints': endpoints,
      [entityRoute('meta', 'meta')]: json(
        {
          status: 422,
          title: 'Unprocessable Content',
          detail: 'This harness names shops it does not have.',
          errors: [
            {
              pointer: '/settings/testShops/0',
              code: 'settings.unknown_shop',
              message: 'There is no shop "nowhere" on this harness.',
            },
          ],
        },
        422,
      ),
    },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Add a sample shop' }));
  const shop = screen.getByLabelText('Sample shop 1');
  fireEvent.change(shop, { target: { value: 'nowhere' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(errorsOf(shop)).toContain('There is no shop "nowhere"'));
  expect(shop.getAttribute('aria-invalid')).toBe('true');
});

it('keeps an endpoint this server lacks visible instead of swapping it silently', async () => {
  const draft = sampleDraft();
  const meta = entityOf(draft, 'meta', 'meta');
  meta.value = {
    ...(meta.value as object),
    model: { ...(meta.value as { model: object }).model, endpoint: 'gpu-7' },
  };
  renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    draft,
    routes: { 'GET /model-endpoints': endpoints },
  });
  const select = (await screen.findByLabelText('Model endpoint')) as HTMLSelectElement;
  await waitFor(() => expect(select.options.length).toBe(3));
  expect(select.value).toBe('gpu-7');
  expect(select.selectedOptions[0]!.textContent).toContain('not configured');
});
