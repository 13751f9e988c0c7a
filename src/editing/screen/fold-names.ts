/** What a click on a fold's bar leaves to its own control: a button, a link, a field, a drag handle. */
const OWN_CONTROL = 'button, a, input, textarea, select, label, [role="button"], [contenteditable], [class*="DragHandle"]';

/**
 * A folded group (License, Phone, Hours) or list entry opens and closes wherever its bar is clicked,
 * its name included, as an editor expects; Decap's own bar answers on its small arrow only.
 */
export function foldsOpenByName(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest(OWN_CONTROL)) return;
    const bar = target.closest('#nc-root [class*="-TopBarContainer"]');
    bar?.querySelector<HTMLButtonElement>(':scope > [class*="-ExpandButtonContainer"] > button[data-testid="expand-button"]')?.click();
  });
}
