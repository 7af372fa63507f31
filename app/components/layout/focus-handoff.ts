// Focus that follows a control replaced by another (issue 16 item 8): Add To Cart becomes a
// View Cart link in the same place once the product is in the cart. The action calls
// `handFocusOnReplace()` just before the change; the replacement takes focus as it mounts
// (`ref={takeHandedFocus}`). A hand-off nobody takes within a few seconds lapses, so a page
// that merely shows View Cart on load never steals focus.
const LAPSE_MS = 5_000;
let pendingUntil = 0;

export function handFocusOnReplace(): void {
  pendingUntil = Date.now() + LAPSE_MS;
}

export function takeHandedFocus(el: HTMLElement | null): void {
  if (!el || Date.now() >= pendingUntil) return;
  pendingUntil = 0;
  el.focus();
}
