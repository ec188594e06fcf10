// A saved view of a list (docs/live-and-views.md): its name and what it restores — filters, sort,
// displayed columns, page size. The server checks a body with this module before storing it; the
// console checks a name before sending it and applies a view's state through the same shape.

export const VIEW_NAME_MAX = 80;
export const VIEW_COLUMNS_MAX = 100;
export const VIEW_PAGE_SIZE_MAX = 500;
/** A view's filters as JSON: generous for any list's filter form, small enough for a row. */
export const VIEW_FILTER_MAX_CHARS = 4000;

export interface SavedViewState {
  filter: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Field names in display order; absent: the list's own columns. */
  columns?: string[];
  perPage?: number;
}

export interface SavedViewInput {
  name: string;
  shared: boolean;
  state: SavedViewState;
}

/** Field-keyed codes of the API's vocabulary (validation.<code> in the console's messages). */
export type ViewErrors = Record<
  string,
  'required' | 'too-long' | 'invalid-format' | 'invalid-value' | 'too-large' | 'unknown-field'
>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The name a view is known by: trimmed; errors keyed `name`. */
export function checkViewName(value: unknown, errors: ViewErrors): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    errors.name = 'required';
    return undefined;
  }
  if (typeof value !== 'string') {
    errors.name = 'invalid-format';
    return undefined;
  }
  const name = value.trim();
  if (name.length > VIEW_NAME_MAX) errors.name = 'too-long';
  return name;
}

/** A view's state, checked field by field (`state.sort.order`, `state.columns`…). */
export function checkViewState(value: unknown, errors: ViewErrors): SavedViewState | undefined {
  if (!isObject(value)) {
    errors.state = value === undefined ? 'required' : 'invalid-format';
    return undefined;
  }
  const state: SavedViewState = { filter: {} };
  for (const key of Object.keys(value))
    if (!['filter', 'sort', 'columns', 'perPage'].includes(key))
      errors[`state.${key}`] = 'unknown-field';
  if (value.filter !== undefined) {
    if (!isObject(value.filter)) errors['state.filter'] = 'invalid-format';
    else if (JSON.stringify(value.filter).length > VIEW_FILTER_MAX_CHARS)
      errors['state.filter'] = 'too-long';
    else state.filter = value.filter;
  }
  if (value.sort !== undefined && value.sort !== null) {
    const sort = value.sort;
    if (!isObject(sort) || typeof sort.field !== 'string' || sort.field === '')
      errors['state.sort.field'] = 'invalid-format';
    else if (sort.order !== 'ASC' && sort.order !== 'DESC')
      errors['state.sort.order'] = 'invalid-value';
    else state.sort = { field: sort.field, order: sort.order };
  }
  if (value.columns !== undefined && value.columns !== null) {
    const columns = value.columns;
    if (!Array.isArray(columns) || !columns.every((c) => typeof c === 'string' && c !== ''))
      errors['state.columns'] = 'invalid-format';
    else if (columns.length > VIEW_COLUMNS_MAX) errors['state.columns'] = 'too-long';
    else state.columns = [...new Set(columns as string[])];
  }
  if (value.perPage !== undefined && value.perPage !== null) {
    const perPage = value.perPage;
    if (!Number.isSafeInteger(perPage) || (perPage as number) < 1)
      errors['state.perPage'] = 'invalid-format';
    else if ((perPage as number) > VIEW_PAGE_SIZE_MAX) errors['state.perPage'] = 'too-large';
    else state.perPage = perPage as number;
  }
  return state;
}

/** A whole create body (`partial`: an update, where every key is optional). */
export function checkSavedView(
  body: unknown,
  partial = false,
): { value: Partial<SavedViewInput>; errors: ViewErrors } {
  const errors: ViewErrors = {};
  const value: Partial<SavedViewInput> = {};
  if (!isObject(body)) return { value, errors: { body: 'invalid-format' } };
  for (const key of Object.keys(body))
    if (!['name', 'shared', 'state', 'version', 'is_default'].includes(key))
      errors[key] = 'unknown-field';
  if (!partial || body.name !== undefined) value.name = checkViewName(body.name, errors);
  if (body.shared !== undefined) {
    if (typeof body.shared !== 'boolean') errors.shared = 'invalid-format';
    else value.shared = body.shared;
  } else if (!partial) value.shared = false;
  if (!partial || body.state !== undefined) value.state = checkViewState(body.state, errors);
  if (body.is_default !== undefined && typeof body.is_default !== 'boolean')
    errors.is_default = 'invalid-format';
  return { value, errors };
}
