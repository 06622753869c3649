// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Json } from './trace-bits';

afterEach(cleanup);

it('puts a JSON value in a box the keyboard can reach, so a long one scrolls by arrow keys', () => {
  render(<Json label="Result" value={{ final_price: 229 }} />);
  const box = screen.getByText(/"final_price": 229/);
  expect(box.tagName).toBe('PRE');
  expect(box.tabIndex).toBe(0);
  box.focus();
  expect(document.activeElement).toBe(box);
});
