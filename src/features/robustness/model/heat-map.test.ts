import { describe, expect, it } from 'vitest';
import { heatGrid, heatLevel, moveInGrid } from './heat-map';

const cell = (caseId: string, arm: string, passes: number, trials = 2, endpoint = 'default') => ({
  endpoint,
  arm,
  caseId,
  passes,
  trials,
});

describe('heatGrid', () => {
  const arms = ['identity', 'tool-schemas#1', 'control:swap-tool-descriptions'];

  it('puts cells under the run’s arms, most fragile case first, missing units as null', () => {
    const grid = heatGrid(
      [
        cell('b', 'identity', 2),
        cell('b', 'tool-schemas#1', 2),
        cell('a', 'identity', 2),
        cell('a', 'tool-schemas#1', 0),
        cell('a', 'control:swap-tool-descriptions', 1),
        cell('c', 'identity', 2, 2, 'large'),
        cell('b', 'unknown-arm', 0),
      ],
      arms,
      'default',
    );
    expect(grid.cases).toEqual(['a', 'b']);
    expect(grid.cells[0]!.map((c) => c?.passes ?? null)).toEqual([2, 0, 1]);
    expect(grid.cells[1]!.map((c) => c?.passes ?? null)).toEqual([2, 2, null]);
  });

  it('grids a thousand cells quickly', () => {
    const many = [];
    for (let c = 0; c < 46; c++)
      for (let a = 0; a < 23; a++) many.push(cell(`case-${c}`, `arm-${a}`, (c + a) % 3));
    const names = Array.from({ length: 23 }, (_, a) => `arm-${a}`);
    const started = performance.now();
    const grid = heatGrid(many, names, 'default');
    expect(performance.now() - started).toBeLessThan(50);
    expect(grid.cells.flat().filter(Boolean)).toHaveLength(46 * 23);
  });
});

describe('heatLevel', () => {
  it('steps from none to every trial passing', () => {
    expect([
      heatLevel(0, 3),
      heatLevel(1, 4),
      heatLevel(1, 2),
      heatLevel(2, 3),
      heatLevel(3, 3),
    ]).toEqual([0, 1, 2, 3, 4]);
    expect(heatLevel(0, 0)).toBe(0);
  });
});

describe('moveInGrid', () => {
  it('moves by the arrows within the grid, Home/End along a row, with Ctrl to the corners', () => {
    const at = { row: 1, col: 1 };
    expect(moveInGrid(at, 'ArrowRight', 3, 3)).toEqual({ row: 1, col: 2 });
    expect(moveInGrid({ row: 1, col: 2 }, 'ArrowRight', 3, 3)).toEqual({ row: 1, col: 2 });
    expect(moveInGrid(at, 'ArrowUp', 3, 3)).toEqual({ row: 0, col: 1 });
    expect(moveInGrid(at, 'End', 3, 3)).toEqual({ row: 1, col: 2 });
    expect(moveInGrid(at, 'Home', 3, 3, true)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid(at, 'PageDown', 3, 3)).toEqual({ row: 2, col: 1 });
    expect(moveInGrid(at, 'a', 3, 3)).toBeNull();
  });
});
