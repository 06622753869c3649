// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { HeatMap } from './heat-map';

afterEach(cleanup);

const cell = (caseId: string, arm: string, passes: number, trials = 2) => ({
  endpoint: 'default',
  arm,
  caseId,
  passes,
  trials,
});
const arms = ['identity', 'tool-schemas#1'];
const cells = [
  cell('greets', 'identity', 2),
  cell('greets', 'tool-schemas#1', 2),
  cell('coupon', 'identity', 2),
  cell('coupon', 'tool-schemas#1', 0),
];
const names = new Map([
  ['greets', 'Greets the viewer'],
  ['coupon', 'Coupon code'],
]);

describe('HeatMap', () => {
  it('labels every cell in words, fragile cases first, with a legend', () => {
    render(
      <HeatMap cells={cells} arms={arms} endpoint="default" caseNames={names} onSelect={vi.fn()} />,
    );
    const grid = screen.getByRole('grid', { name: 'Cases × variants' });
    const labels = within(grid)
      .getAllByRole('gridcell')
      .map((c) => c.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Coupon code on identity: 2 of 2 passed',
      'Coupon code on tool-schemas#1: 0 of 2 passed',
      'Greets the viewer on identity: 2 of 2 passed',
      'Greets the viewer on tool-schemas#1: 2 of 2 passed',
    ]);
    expect(screen.getAllByRole('gridcell')[1]!.className).toContain('heat-0');
    expect(screen.getAllByRole('gridcell')[1]!.getAttribute('title')).toBe(labels[1]);
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toContain('none passed');
  });

  it('is one tab stop; arrows move focus and Enter opens the cell', () => {
    const onSelect = vi.fn();
    render(
      <HeatMap
        cells={cells}
        arms={arms}
        endpoint="default"
        caseNames={names}
        onSelect={onSelect}
      />,
    );
    const gridCells = screen.getAllByRole('gridcell');
    expect(gridCells.map((c) => c.tabIndex)).toEqual([0, -1, -1, -1]);
    gridCells[0]!.focus();
    fireEvent.keyDown(gridCells[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(gridCells[1]);
    fireEvent.keyDown(gridCells[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(gridCells[3]);
    expect(screen.getAllByRole('gridcell').map((c) => c.tabIndex)).toEqual([-1, -1, -1, 0]);
    fireEvent.keyDown(gridCells[3]!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(cell('coupon', 'tool-schemas#1', 0));
  });
});
