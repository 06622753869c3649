// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { json } from '../../../lib/testing/fake-api';
import { HARNESS, entityOf, entityRoute } from '../testing/draft-fixture';
import { renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import { SkillEditor } from './skill-editor';

resetEditorAroundEachTest();

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

it('shows a problem at the field as you type, and saves the edit with If-Match', async () => {
  const { draft, calls } = renderEditor(
    <SkillEditor harnessId={HARNESS} skillId="coupon-push" readOnly={false} />,
    { saves: [['skill', 'coupon-push']] },
  );

  const name = await screen.findByLabelText('Name');
  fireEvent.change(name, { target: { value: '' } });
  // The draft check runs 150 ms after typing stops, in the browser.
  await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
  const errors = document.getElementById(name.getAttribute('aria-describedby')!.split(' ').at(-1)!);
  expect(errors?.textContent).toMatch(/name/i);

  fireEvent.change(name, { target: { value: '优惠券推荐' } });
  await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
  const save = screen.getByRole('button', { name: 'Save' });
  save.focus();
  fireEvent.click(save);

  await screen.findByText('Saved.');
  const put = calls.find((c) => c.method === 'PUT')!;
  expect(put.headers.get('if-match')).toBe('"3"');
  expect(put.body).toEqual({
    ...(entityOf(draft, 'skill', 'coupon-push').value as object),
    name: '优惠券推荐',
  });
  // The button stays focusable through the save: focus never falls to <body>.
  expect(document.activeElement).toBe(save);
  expect(save.getAttribute('aria-disabled')).toBe('true');
});

it('ignores Save while nothing changed, without disabling the button', async () => {
  const { calls } = renderEditor(
    <SkillEditor harnessId={HARNESS} skillId="greeting" readOnly={false} />,
  );
  await screen.findByLabelText('Name');
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save.hasAttribute('disabled')).toBe(false);
  fireEvent.click(save);
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
});

it('lists the server’s field problems by their on-screen label when it refuses the save', async () => {
  renderEditor(<SkillEditor harnessId={HARNESS} skillId="greeting" readOnly={false} />, {
    routes: {
      [entityRoute('skill', 'greeting')]: json(
        {
          status: 422,
          title: 'Unprocessable Content',
          detail: 'This skill is not valid.',
          errors: [
            { pointer: '/allowedTools/0', code: 'x.server', message: 'Not on this server.' },
          ],
        },
        422,
      ),
    },
  });
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: '欢迎' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Tools this skill may call: Not on this server.');
  expect(alert.textContent).not.toContain('/allowedTools/0');
  expect(field('Name').value).toBe('欢迎');
});
