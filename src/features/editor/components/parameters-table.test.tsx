// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ParametersTable } from './parameters-table';

afterEach(cleanup);

it('lists each argument with its type, allowed values, whether required and its description', () => {
  render(
    <ParametersTable
      parameters={{
        type: 'object',
        properties: {
          product_id: { type: 'string', description: '商品 ID' },
          quantity: { type: ['integer', 'null'] },
          viewer_kind: { type: 'string', enum: ['new', 'returning'] },
        },
        required: ['product_id'],
      }}
    />,
  );
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows).toHaveLength(3);
  const cells = (i: number) =>
    within(rows[i]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
  expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('product_id');
  expect(cells(0)).toEqual(['string', 'Yes', '商品 ID']);
  expect(cells(1)).toEqual(['integer | null', 'No', '']);
  expect(cells(2)[0]).toBe('string: "new", "returning"');
});

it('says so when the tool takes no arguments', () => {
  render(<ParametersTable parameters={{ type: 'object', properties: {} }} />);
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByText(/no arguments/i)).toBeTruthy();
});
