/** What a list page shows, kept in its URL: `?search=`, one parameter per filter, `?p=` the page. */
export interface ListState {
  page: number;
  search: string;
  filters: Record<string, string>;
}

export function readListState(params: URLSearchParams, filterParams: readonly string[]): ListState {
  const page = Number(params.get('p'));
  const filters: Record<string, string> = {};
  for (const name of filterParams) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    search: params.get('search') ?? '',
    filters,
  };
}

/** The URL query of a list state; defaults (page 1, empty search) are left out. */
export function listSearchParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search);
  for (const [name, value] of Object.entries(state.filters)) if (value) params.set(name, value);
  if (state.page > 1) params.set('p', String(state.page));
  return params;
}

/** A new search or filter starts again from the first page. */
export function withSearch(state: ListState, search: string): ListState {
  return { ...state, search, page: 1 };
}

export function withFilter(state: ListState, name: string, value: string): ListState {
  const filters = { ...state.filters };
  if (value) filters[name] = value;
  else delete filters[name];
  return { ...state, filters, page: 1 };
}

export function withPage(state: ListState, page: number): ListState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** The API query of a list state (the server takes the same names). */
export function listApiQuery(state: ListState): Record<string, string | number> {
  const query: Record<string, string | number> = { ...state.filters };
  const search = state.search.trim();
  if (search) query.search = search;
  if (state.page > 1) query.p = state.page;
  return query;
}

export function isFiltered(state: ListState): boolean {
  return state.search.trim() !== '' || Object.keys(state.filters).length > 0;
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
