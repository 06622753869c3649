// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../lib/testing/fake-api';
import { TextField } from './field';

afterEach(cleanup);

const nameSays = {
  pointer: '/name',
  code: 'promotion.name_number_mismatch',
  message: 'The name says 169 but the flash-sale price is 149.',
  params: { id: 'sale', said: '169', field: 'flashPrice', value: 149 },
};

describe('TextField', () => {
  it('says a warning at the field and leaves it valid', () => {
    renderWithProviders(
      <TextField
        pointer="/name"
        label="Name"
        value="Sale 169"
        onChange={() => {}}
        errors={[{ ...nameSays, severity: 'warning' }]}
      />,
    );
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const item = screen.getByTestId('field-errors').querySelector('li')!;
    expect(item.className).toBe('field-warning');
    expect(input.getAttribute('aria-describedby')).toContain(item.parentElement!.id);
  });

  it('marks the field invalid for an error', () => {
    renderWithProviders(
      <TextField
        pointer="/name"
        label="Name"
        value=""
        onChange={() => {}}
        errors={[{ ...nameSays, severity: 'error' }]}
      />,
    );
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('field-errors').querySelector('li')!.className).toBe('');
  });
});
