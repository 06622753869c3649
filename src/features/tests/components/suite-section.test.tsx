// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SuiteSection } from './suite-section';
import { fakeApi, json, renderWithProviders } from './testing';

const greets = {
  id: 'greets',
  name: 'Greets',
  tags: ['greeting'],
  conversation: [
    { role: 'user', content: 'hello' },
    { role: 'assistant', content: 'welcome' },
    { role: 'user', content: 'any coupon?' },
  ],
  context: {},
  trials: 1,
  expectations: [{ type: 'no_tool_call' }, { type: 'reply_max_chars', max: 80 }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SuiteSection', () => {
  it('lists the cases and deletes one after a confirmation', async () => {
    let cases = [greets];
    const calls = fakeApi({
      'GET /harnesses/h/test-cases': () => json(cases),
      'DELETE /harnesses/h/test-cases/greets': () => (
        (cases = []),
        new Response(null, { status: 204 })
      ),
    });
    renderWithProviders(<SuiteSection harnessId="h" canEdit />);
    const table = await screen.findByRole('table', { name: 'Test cases' });
    const row = within(table).getByRole('row', { name: /Greets/ });
    expect(within(row).getByText('any coupon?')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Test cases (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export YAML' }).getAttribute('href')).toBe(
      '/api/v1/harnesses/h/test-cases/export?format=yaml',
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Delete Greets' }));
    const confirm = screen.getByRole('group', { name: 'Delete the case “Greets”?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await screen.findByText('No test cases yet: import a JSONL or YAML file to start a suite.');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('hides import and delete from a role that cannot edit tests', async () => {
    fakeApi({ 'GET /harnesses/h/test-cases': json([greets]) });
    renderWithProviders(<SuiteSection harnessId="h" canEdit={false} />);
    await screen.findByRole('table', { name: 'Test cases' });
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import…' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Export JSONL' })).toBeTruthy();
  });

  it('imports a file and shows a refused file’s problems at the file field, with lines', async () => {
    let refuse = true;
    const calls = fakeApi({
      'GET /harnesses/h/test-cases': json([greets]),
      'POST /harnesses/h/test-cases/import': () =>
        refuse
          ? json(
              {
                status: 422,
                title: 'Unprocessable Content',
                detail: 'The jsonl file has 1 problem(s); nothing was imported.',
                errors: [
                  {
                    pointer: '/text/cases/1',
                    message: 'Line 2 is not JSON',
                    code: 'jsonl.invalid_json',
                  },
                ],
                diagnostics: [
                  {
                    pointer: '/cases/1',
                    severity: 'error',
                    code: 'jsonl.invalid_json',
                    message: 'Line 2 is not JSON',
                    line: 2,
                  },
                ],
              },
              422,
            )
          : json({ created: 1, updated: 0, removed: 0 }),
    });
    renderWithProviders(<SuiteSection harnessId="h" canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'Import…' }));
    const form = screen.getByRole('form', { name: 'Import test cases' });
    const file = new File(['{"id":"a"}\nnot json\n'], 'suite.yml');
    fireEvent.change(within(form).getByLabelText('Suite file (JSONL or YAML)'), {
      target: { files: [file] },
    });
    expect((within(form).getByLabelText('Format') as HTMLSelectElement).value).toBe('yaml');
    fireEvent.change(within(form).getByLabelText('Format'), { target: { value: 'jsonl' } });
    fireEvent.click(within(form).getByLabelText(/^Replace/));
    fireEvent.click(within(form).getByRole('button', { name: 'Import' }));

    await within(form).findByRole('alert');
    const input = within(form).getByLabelText('Suite file (JSONL or YAML)');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('suite-file-errors')?.textContent).toBe(
      'line 2 · /cases/1 · Line 2 is not JSON',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      format: 'jsonl',
      mode: 'replace',
      text: '{"id":"a"}\nnot json\n',
    });

    refuse = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe(
        'Imported: 1 new, 0 replaced, 0 removed.',
      ),
    );
  });
});
