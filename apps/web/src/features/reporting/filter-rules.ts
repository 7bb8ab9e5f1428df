/**
 * Spec section 4's refetch rules for the analytics filters: a multi-select's new selection is
 * applied at once when it was cleared or only lost items; items added are held until the dropdown
 * closes or loses focus, and then applied only when the selection differs from the applied one.
 */
export type Selection = readonly number[];

export function sameSelection(a: Selection, b: Selection): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** True when `next` is applied as soon as it is chosen: cleared, or a strict reduction of `applied`. */
export function appliesAtOnce(applied: Selection, next: Selection): boolean {
  if (next.length === 0) return applied.length > 0;
  return next.length < applied.length && next.every((id) => applied.includes(id));
}

/** On close or blur: the draft to apply, or null when nothing changed. */
export function applyOnClose(applied: Selection, draft: Selection): Selection | null {
  return sameSelection(applied, draft) ? null : draft;
}
