// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLanguageStore } from '../../../lib/i18n';
import { ImportShopsCsv } from './import-shops-csv';
import { fakeApi, json, renderWithProviders } from './testing';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const pick = (csv: string) =>
  fireEvent.change(screen.getByLabelText('CSV file'), {
    target: { files: [new File([csv], 'shops.csv', { type: 'text/csv' })] },
  });

const row = async (line: number) => within(await screen.findByTestId(`import-row-${line}`));

describe('ImportShopsCsv', () => {
  it('shows what will change, then imports the rows in one batch', async () => {
    const calls = fakeApi({
      'POST /harnesses/h1/shops/batch?dryRun=true': json({
        created: 1,
        updated: 1,
        unchanged: 0,
        changes: ['updated', 'new'],
        dryRun: true,
      }),
      'POST /harnesses/h1/shops/batch': json({
        created: 1,
        updated: 1,
        unchanged: 0,
        changes: ['updated', 'new'],
        dryRun: false,
      }),
    });
    renderWithProviders(<ImportShopsCsv harnessId="h1" />);
    pick('id,name,tags\ntea-a,Tea A,tea;vip\ntea-b,Tea B,\n');
    expect(await (await row(2)).findByText('Updated')).toBeTruthy();
    expect((await row(3)).getByText('New')).toBeTruthy();
    expect((await row(2)).getByText('tea, vip')).toBeTruthy();
    expect(screen.getByText('1 new, 1 updated, 0 unchanged.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported: 1 new, 1 updated, 0 unchanged.')).toBeTruthy();
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      [
        '/harnesses/h1/shops/batch?dryRun=true',
        {
          items: [
            { shopId: 'tea-a', name: 'Tea A', tags: ['tea', 'vip'] },
            { shopId: 'tea-b', name: 'Tea B', tags: [] },
          ],
        },
      ],
      ['/harnesses/h1/shops/batch', calls[0]!.body],
    ]);
  });

  it('says each bad row’s problems at the row in the reader’s language and sends nothing', async () => {
    useLanguageStore.setState({ chosen: 'zh-CN' });
    const calls = fakeApi({});
    renderWithProviders(<ImportShopsCsv harnessId="h1" />);
    fireEvent.change(screen.getByLabelText('CSV 文件'), {
      target: {
        files: [new File(['id,name,tags\ntea-a,Tea A,\ntea-a,Again,\n'], 'shops.csv')],
      },
    });
    expect(await (await row(3)).findByText('店铺“tea-a”在这次导入里已经有了。')).toBeTruthy();
    expect(screen.getByText('请先修正 1 行。')).toBeTruthy();
    expect((screen.getByRole('button', { name: '导入' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('puts the server’s refusal of an item at its row', async () => {
    fakeApi({
      'POST /harnesses/h1/shops/batch?dryRun=true': json(
        {
          status: 422,
          title: 'Unprocessable Content',
          detail: '1 of 2 items are not valid shops; nothing was written.',
          errors: [{ pointer: '/items/1/name', code: 'custom', message: 'The server says no.' }],
        },
        422,
      ),
    });
    renderWithProviders(<ImportShopsCsv harnessId="h1" />);
    pick('id,name\ntea-a,Tea A\ntea-b,Tea B\n');
    expect(await (await row(3)).findByText('The server says no.')).toBeTruthy();
  });

  it('refuses a file without the id and name columns', async () => {
    renderWithProviders(<ImportShopsCsv harnessId="h1" />);
    pick('shop,title\na,b\n');
    expect(
      await screen.findByText(
        'The file has no column id, name: its first row must name id, name and tags.',
      ),
    ).toBeTruthy();
  });
});
