/**
 * The editing screen on a phone (at most 700 px wide, as admin.css's phone rules): the form or the
 * page preview, one at a time, never one under the other, where a tap meant for the form lands in
 * the preview. Each entry opens on its form; the preview is one tap away (the button above the
 * form, which admin.css labels "Show preview" and "Back to the form"); Publish brings the form back,
 * where its answer is said at the fields.
 *
 * Decap draws the preview beside the form when it remembers that choice (localStorage, Decap's
 * EditorInterface): on a phone it is always drawn, and which of the two is shown is this page's own
 * attribute, read by admin.css. Decap's own button would draw the form anew each time (a new form
 * loses what is marked in red on it), so on a phone its click is taken here.
 */
export const PHONE = '(max-width: 700px)';
const SIDE_PANE = 'cms.right-pane';
const VIEW = 'data-phone-view';
const PREVIEW_BUTTON = "[class*='-ViewControls'] > button:first-child";

export function formOrPreviewOnPhones(win: Window = window): void {
  const phone = win.matchMedia(PHONE);
  const doc = win.document;
  if (phone.matches) win.localStorage.setItem(SIDE_PANE, 'preview');
  // Another entry (or the list) opened: it opens on its form.
  win.addEventListener('hashchange', () => showForm(doc));
  // Before Decap's own handlers: its menu's item leaves the page once chosen.
  doc.addEventListener(
    'click',
    (e) => {
      if (!phone.matches || !(e.target instanceof Element)) return;
      if (e.target.closest(PREVIEW_BUTTON)) {
        const drawn = !!doc.querySelector('#nc-root .SplitPane');
        const shown = doc.documentElement.getAttribute(VIEW) === 'preview';
        doc.documentElement.setAttribute(VIEW, drawn && shown ? 'form' : 'preview');
        // Decap's toggle only where it has not drawn the preview at all.
        if (drawn) e.stopPropagation();
      } else if (e.target.closest("[class*='-ToolbarContainer'] [role='menuitem']")) showForm(doc);
    },
    true,
  );
}

/** The form in place of the preview (on a phone; elsewhere both are shown). */
export function showForm(doc: Document = document): void {
  doc.documentElement.setAttribute(VIEW, 'form');
}
