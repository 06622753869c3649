// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
import { json } from '../../../lib/testing/fake-api';
import { HARNESS } from '../testing/draft-fixture';
import { errorsOf, renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import { SettingsForm } from './settings-form';

resetEditorAroundEachTest();

const routes = {
  'GET /model-endpoints': json({ items: [{ name: 'default', model: 'qwen3-4b' }] }),
};

it('requires one approval by QA for production and review of shops’ changes, and saves them', async () => {
  const { calls } = renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    saves: [['meta', 'meta']],
    routes,
  });
  const [production] = (await screen.findAllByLabelText('Approvals needed')) as HTMLInputElement[];
  expect(production!.value).toBe('0');
  fireEvent.change(production!, { target: { value: '1' } });
  // The default approvers are publishers and admins; QA is added.
  const qa = await screen.findByRole('checkbox', { name: 'QA' });
  expect((screen.getByRole('checkbox', { name: 'Publisher' }) as HTMLInputElement).checked).toBe(
    true,
  );
  fireEvent.click(qa);
  fireEvent.change(screen.getByLabelText('Shops’ own changes'), { target: { value: 'review' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.body).toMatchObject({
    settings: {
      release: {
        approvals: { production: { required: 1, roles: ['publisher', 'admin', 'qa'] } },
        shopOverlays: 'review',
      },
    },
  });
  expect((put.body as { settings: { release: object } }).settings.release).not.toHaveProperty(
    'missedGraceMinutes',
  );
});

it('says an approval count out of range at its field, in Chinese', async () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  renderEditor(<SettingsForm harnessId={HARNESS} readOnly={false} />, {
    saves: [['meta', 'meta']],
    routes,
  });
  const [production] = await screen.findAllByLabelText('需要的批准数');
  fireEvent.change(production!, { target: { value: '11' } });
  await waitFor(() => expect(production!.getAttribute('aria-invalid')).toBe('true'));
  expect(errorsOf(production!)).toMatch(/10/);
  expect(errorsOf(production!)).toMatch(/[\u4e00-\u9fff]/);
});
