/** Space kept between a field and the toasts beside it, in px. */
export const GAP = 16;

export type Band = { top: number; bottom: number; side: 'top' | 'bottom' };

/**
 * The band of the screen the visible toasts take once they have come in and even when spread out
 * (hovered): every toast's own height and the gaps, from the front toast's resting place. Read
 * from the layout, where sonner's entrance and stacking transforms do not count.
 */
export function toastBand(): Band | undefined {
  let band: Band | undefined;
  for (const toaster of document.querySelectorAll<HTMLElement>('[data-sonner-toaster]')) {
    const toasts = [...toaster.querySelectorAll<HTMLElement>('[data-sonner-toast]')].filter(
      (element) => element.dataset.removed !== 'true' && element.dataset.visible !== 'false',
    );
    const front = toasts.find((toast) => toast.dataset.front === 'true') ?? toasts[0];
    if (!front) continue;
    const gap = parseFloat(getComputedStyle(toaster).getPropertyValue('--gap')) || 0;
    const extent = toasts.reduce(
      (sum, element) => sum + (parseFloat(element.style.getPropertyValue('--initial-height')) || element.offsetHeight) + gap,
      -gap,
    );
    const frontTop = toaster.getBoundingClientRect().top + front.offsetTop;
    const side = toaster.dataset.yPosition === 'top' ? 'top' : 'bottom';
    const [top, bottom] =
      side === 'top' ? [frontTop, frontTop + extent] : [frontTop + front.offsetHeight - extent, frontTop + front.offsetHeight];
    band = band ? { side, top: Math.min(band.top, top), bottom: Math.max(band.bottom, bottom) } : { side, top, bottom };
  }
  return band;
}

/**
 * The room the fixed parts of the page leave on screen: below the lowest one at the top (the
 * header, toasts that come in at the top) and above the highest one at the bottom (the floating
 * buttons, toasts at the bottom). Any element with position fixed or sticky counts, as it is drawn
 * now; the toasts count as their band (toastBand), whatever their entrance animation.
 */
export function clearRoom(): { top: number; bottom: number } {
  let top = 0;
  let bottom = window.innerHeight;
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (el.closest('[data-sonner-toaster]')) continue;
    const style = getComputedStyle(el);
    if ((style.position !== 'fixed' && style.position !== 'sticky') || style.visibility === 'hidden') continue;
    const box = el.getBoundingClientRect();
    // Off screen, empty, or a layer over the whole screen (a dialog's backdrop) is not a bar.
    if (box.height === 0 || box.width === 0 || box.bottom <= 0 || box.top >= window.innerHeight || box.height > window.innerHeight / 2)
      continue;
    if (box.top + box.height / 2 < window.innerHeight / 2) top = Math.max(top, box.bottom);
    else bottom = Math.min(bottom, box.top);
  }
  const band = toastBand();
  if (band?.side === 'top') top = Math.max(top, band.bottom);
  else if (band) bottom = Math.min(bottom, band.top);
  return { top, bottom };
}

/**
 * Scrolls so that `first` and `last` (a view's heading and its last button) lie in the room the
 * fixed parts of the page leave, with GAP to spare, and the whole view (`whole`) where it fits;
 * where the two do not fit, the heading comes first.
 */
export function scrollIntoRoom(first: HTMLElement, last: HTMLElement, whole?: HTMLElement): void {
  const room = clearRoom();
  const all = whole?.getBoundingClientRect();
  const fits = all && all.height <= room.bottom - room.top - 2 * GAP;
  const head = fits ? all : first.getBoundingClientRect();
  const foot = fits ? all : last.getBoundingClientRect();
  const up = head.top - (room.top + GAP); // < 0: the heading lies under something at the top
  const down = foot.bottom - (room.bottom - GAP); // > 0: the button lies under something at the bottom
  const by = up < 0 ? up : down > 0 ? Math.min(down, up) : 0;
  if (by) window.scrollBy({ top: by, behavior: 'instant' });
}
