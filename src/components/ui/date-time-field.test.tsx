// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useLanguageStore } from '../../lib/i18n';
import { DateTimeField } from './date-time-field';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const given: string[] = [];

/** The field as a form holds it, recording each value it is given. */
function Form({ start = '2026-12-12T20:00' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DateTimeField
        pointer="/window/start"
        label="Starts"
        zone="Asia/Shanghai"
        value={value}
        errors={value ? [] : ['Starts is required.']}
        onChange={(next) => {
          given.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2026-12-24T09:30')}>
        Reset
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('Starts') as HTMLInputElement;
const errors = () => screen.queryByTestId('field-errors')?.textContent ?? '';

it('shows the value as 2026-12-12 20:00 and gives the form the same value as before', () => {
  given.length = 0;
  render(<Form />);
  expect(field().type).toBe('text');
  expect(field().value).toBe('2026-12-12 20:00');
  expect(screen.getByText('Reads Dec 12, 2026, 20:00 (Asia/Shanghai)')).toBeTruthy();

  fireEvent.change(field(), { target: { value: '2026-12-13 8:05' } });
  expect(given).toEqual(['2026-12-13T08:05']);
  expect(field().value).toBe('2026-12-13 8:05');
  fireEvent.blur(field());
  expect(field().value).toBe('2026-12-13 08:05');
});

it('says text that is no date and time at the field, in the reader’s language, once typed out or left', () => {
  given.length = 0;
  useLanguageStore.setState({ chosen: 'zh-CN' });
  render(<Form />);
  expect(field().value).toBe('2026-12-12 20:00');

  // Half typed: the form holds no time (as the browser's input gave), and nothing is said yet.
  fireEvent.focus(field());
  fireEvent.change(field(), { target: { value: '2026-12-1' } });
  expect(given).toEqual(['']);
  expect(field().value).toBe('2026-12-1');
  expect(errors()).toBe('');

  fireEvent.blur(field());
  expect(errors()).toBe('不是有效的日期和时间：请按 2026-12-12 20:00 的格式填写（24 小时制）。');
  expect(field().getAttribute('aria-invalid')).toBe('true');

  fireEvent.change(field(), { target: { value: '2026-02-30 20:00' } });
  expect(errors()).toContain('2026-12-12 20:00');

  fireEvent.change(field(), { target: { value: '2026-02-28 20:00' } });
  expect(given.at(-1)).toBe('2026-02-28T20:00');
  expect(errors()).toBe('');
});

it('an emptied field gives the form "" and shows the form’s own message', () => {
  given.length = 0;
  render(<Form />);
  fireEvent.change(field(), { target: { value: '' } });
  fireEvent.blur(field());
  expect(given).toEqual(['']);
  expect(errors()).toBe('Starts is required.');
});

it('a value set from outside replaces what was typed once the field is left', () => {
  render(<Form />);
  fireEvent.change(field(), { target: { value: '2026-12-1' } });
  fireEvent.blur(field());
  act(() => screen.getByRole('button', { name: 'Reset' }).click());
  expect(field().value).toBe('2026-12-24 09:30');
  expect(errors()).toBe('');
});
