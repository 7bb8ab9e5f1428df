import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  listApiQuery,
  listSearchParams,
  pageCount,
  readListState,
  withFilter,
  withPage,
  withSearch,
} from './list-state';

const read = (query: string) => readListState(new URLSearchParams(query), ['company_vehicle__isnull']);

describe('list state in the URL', () => {
  it('reads page, search and the declared filters', () => {
    expect(read('p=3&search=%DB%B1%DB%B2&company_vehicle__isnull=true&other=x')).toEqual({
      page: 3,
      search: '۱۲',
      filters: { company_vehicle__isnull: 'true' },
    });
  });

  it('falls back to the first page for missing or bad page numbers', () => {
    expect(read('').page).toBe(1);
    expect(read('p=0').page).toBe(1);
    expect(read('p=-2').page).toBe(1);
    expect(read('p=abc').page).toBe(1);
    expect(read('p=1.5').page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(listSearchParams(read('p=1&search=')).toString()).toBe('');
    expect(
      listSearchParams({ page: 2, search: 'رضا', filters: { company_vehicle__isnull: 'false' } }).toString(),
    ).toBe('search=%D8%B1%D8%B6%D8%A7&company_vehicle__isnull=false&p=2');
  });

  it('round-trips', () => {
    const state = read('search=0912&company_vehicle__isnull=true&p=4');
    expect(read(listSearchParams(state).toString())).toEqual(state);
  });

  it('goes back to page 1 when the search or a filter changes', () => {
    const state = read('p=4&search=a');
    expect(withSearch(state, 'ab')).toEqual({ page: 1, search: 'ab', filters: {} });
    expect(withFilter(state, 'company_vehicle__isnull', 'true').page).toBe(1);
    expect(withFilter(read('company_vehicle__isnull=true'), 'company_vehicle__isnull', '').filters).toEqual(
      {},
    );
    expect(withPage(state, 2).page).toBe(2);
    expect(withPage(state, 0).page).toBe(1);
  });

  it('builds the API query with the same names', () => {
    expect(listApiQuery(read('p=2&search=%20x%20&company_vehicle__isnull=true'))).toEqual({
      company_vehicle__isnull: 'true',
      search: 'x',
      p: 2,
    });
    expect(listApiQuery(read(''))).toEqual({});
  });

  it('knows when the list is narrowed and how many pages there are', () => {
    expect(isFiltered(read(''))).toBe(false);
    expect(isFiltered(read('search=x'))).toBe(true);
    expect(isFiltered(read('company_vehicle__isnull=false'))).toBe(true);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
