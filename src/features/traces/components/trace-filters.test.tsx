// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { EMPTY_FILTER, type TraceFilterState } from '../model/filter';
import { TraceFilters } from './trace-filters';

afterEach(cleanup);

it('cleans each box as it is typed and ticks the check boxes', () => {
  const onChange = vi.fn<(next: TraceFilterState) => void>();
  render(<TraceFilters value={EMPTY_FILTER} onChange={onChange} />);
  fireEvent.change(screen.getByLabelText('Label'), { target: { value: ' b ' } });
  expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTER, label: 'b' });
  fireEvent.change(screen.getByLabelText('Version'), { target: { value: '1x2' } });
  expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTER, version: '12' });
  fireEvent.change(screen.getByLabelText('Slower than (ms)'), { target: { value: '3s00' } });
  expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTER, slowerThan: '300' });
  fireEvent.click(screen.getByLabelText('Tool error'));
  expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTER, toolError: true });
  fireEvent.click(screen.getByLabelText('Blocked by a hook'));
  expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTER, blocked: true });
});
