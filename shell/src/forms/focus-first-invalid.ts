/** After a refused submit, moves focus to the first control marked invalid (screen readers then read its error). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  // After React has committed the error state.
  window.setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"] input, [aria-invalid="true"]:not(fieldset)')?.focus(), 0);
}
