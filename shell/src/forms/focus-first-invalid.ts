const INVALID = '[aria-invalid="true"] input, [aria-invalid="true"]:not(fieldset)';

/**
 * After a refused submit, moves focus to the first control marked invalid (screen readers then read
 * its error). The error state may commit a little later (after a server answer): it looks again on
 * the next few frames.
 */
export function focusFirstInvalid(form: HTMLElement | null, framesLeft = 5): void {
  window.setTimeout(() => {
    const target = form?.querySelector<HTMLElement>(INVALID);
    if (target) target.focus();
    else if (framesLeft > 0) window.requestAnimationFrame(() => focusFirstInvalid(form, framesLeft - 1));
  }, 0);
}
