/** What a click on a fold's bar leaves to its own control: a button, a link, a field, a drag handle. */
const OWN_CONTROL = 'button, a, input, textarea, select, label, [role="button"], [contenteditable], [class*="DragHandle"]';

/**
 * A folded group (License, Phone, Hours) or list entry opens and closes wherever its bar is clicked,
 * its name included, as an editor expects; Decap's own bar answers on its small arrow only. A folded
 * list entry opens at its line of values too ("Saturday, 8:00 AM, 5:00 PM"), which did nothing.
 */
export function foldsOpenByName(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest(OWN_CONTROL)) return;
    const bar = target.closest('#nc-root [class*="-TopBarContainer"]');
    if (bar)
      return bar
        .querySelector<HTMLButtonElement>(':scope > [class*="-ExpandButtonContainer"] > button[data-testid="expand-button"]')
        ?.click();
    const line = target.closest('#nc-root [class*="-NestedObjectLabel"]');
    if (line) entryToggle(line.closest('[class*="-ListItem"]'))?.click();
  });
}

/**
 * A list entry's fold button: the first of its bar's two (the other, after the drag handle, removes
 * the entry). A bar with one button has no fold: nothing to click there.
 */
function entryToggle(item: Element | null): HTMLButtonElement | undefined {
  const buttons = item?.querySelector(':scope > [class*="-TopBar"]')?.querySelectorAll<HTMLButtonElement>(':scope > button');
  return buttons?.length === 2 ? buttons[0] : undefined;
}
