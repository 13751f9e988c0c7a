/** A list box's own entries (not those of the lists inside its entries), in order. */
const entriesOf = (box: Element) =>
  [...box.querySelectorAll<HTMLElement>('[class*="-ListItem"]')].filter(
    (entry) => /-ListItem\b/.test(String(entry.className)) && entry.closest('[aria-label="list field"]') === box,
  );

/**
 * An entry added with a list's Add button opens where the office sees it: Decap adds it at the end
 * of the list, and under a long one (twelve reviews) the screen changed only "12 reviews" to "13
 * reviews", the new form out of sight below. The new entry's first box is brought into view, ready
 * for typing.
 */
export function addedEntriesInView(doc: Document = document): void {
  // Listened to before Decap's own handler, which draws the new entry at once: the entries are counted first.
  doc.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const box = button?.closest('[aria-label="list field"]');
      if (!button || !box || !/^Add\b/.test(button.textContent?.trim() ?? '')) return;
      const before = entriesOf(box).length;
      void (async () => {
        // Decap draws the new entry within a frame or two of the click.
        for (let frame = 0; frame < 30; frame++) {
          await new Promise((next) => requestAnimationFrame(next));
          const entries = entriesOf(box);
          if (entries.length <= before) continue;
          const entry = entries.at(-1)!;
          // Its first box, centred (a tall entry centred would leave its first box above the screen).
          const first = entry.querySelector<HTMLElement>('input[id*="-field-"], textarea[id*="-field-"]');
          (first ?? entry).scrollIntoView({ block: 'center' });
          first?.focus({ preventScroll: true });
          return;
        }
      })();
    },
    true,
  );
}
