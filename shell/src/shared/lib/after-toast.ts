/** Long enough to read a success toast before a full page load replaces it. */
const TOAST_BEFORE_NAVIGATION_MS = 800;

export function afterToast(fn: () => void): void {
  setTimeout(fn, TOAST_BEFORE_NAVIGATION_MS);
}
