/** A hidden property has no input. */
export function HiddenInput() {
  return null;
}
