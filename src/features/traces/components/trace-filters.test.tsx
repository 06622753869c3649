// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { enumLabel } from '../../../lib/enum-label';
import { useLanguageStore } from '../../../lib/i18n';
import { EMPTY_FILTER, OUTCOMES, type TraceFilterState } from '../model/filter';
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

it('offers each outcome in the reader’s words', () => {
  const before = useLanguageStore.getState();
  useLanguageStore.setState({ chosen: 'zh-CN' });
  try {
    render(<TraceFilters value={EMPTY_FILTER} onChange={() => {}} />);
    const options = [...screen.getByLabelText('结果').querySelectorAll('option')].slice(1);
    expect(options.map((o) => o.textContent)).toEqual(
      OUTCOMES.map((o) => enumLabel('zh-CN', 'turnOutcome', o)),
    );
    for (const o of options) expect(o.textContent).toMatch(/[\u4e00-\u9fff]/);
  } finally {
    useLanguageStore.setState(before, true);
  }
});
