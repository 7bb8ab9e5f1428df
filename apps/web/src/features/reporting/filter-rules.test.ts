import { describe, expect, it } from 'vitest';
import { appliesAtOnce, applyOnClose } from './filter-rules';

describe('analytics filter refetch rules', () => {
  it('applies a cleared selection and a reduced one at once', () => {
    expect(appliesAtOnce([1, 2], [])).toBe(true);
    expect(appliesAtOnce([1, 2], [2])).toBe(true);
  });

  it('holds an addition or a swap until the dropdown closes', () => {
    expect(appliesAtOnce([1], [1, 2])).toBe(false);
    expect(appliesAtOnce([1, 2], [1, 3])).toBe(false);
    expect(appliesAtOnce([], [])).toBe(false);
  });

  it('applies on close only when the selection changed', () => {
    expect(applyOnClose([1], [1])).toBeNull();
    expect(applyOnClose([1, 2], [2, 1])).toBeNull();
    expect(applyOnClose([1], [1, 2])).toEqual([1, 2]);
  });
});
