/**
 * Text pasted into a long text from Word or a web page keeps its words, bold, headings, lists and
 * links, and leaves its pictures out, with a note saying so. A long text holds no pictures (its buttons
 * offer none), and Decap's own paste made a picture an element its editor cannot draw: the whole
 * screen gave way to an error page ("Cannot destructure property 'url'"), and the office copied her
 * text out of it. A picture dragged into the text is refused the same way.
 */

/** The parts of pasted HTML that are pictures or things played or embedded: none belongs in a long text. */
const PICTURES = 'img, picture, svg, video, audio, iframe, object, embed, canvas';

/** Marks the paste this module sends on itself, so that it is let through. */
const CLEANED = new WeakSet<Event>();

/**
 * Pasted HTML as the long text takes it: without its pictures (`pictures`: how many were left out),
 * and with bold written <b> made <strong>, which Decap's paste keeps (it drops <b>, for Google Docs'
 * sake, whose <b> wraps the whole paste in normal weight: that one stays as it is). Undefined when
 * nothing needs changing.
 */
export function cleanedPaste(html: string): { html: string; pictures: number } | undefined {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const pictures = [...doc.body.querySelectorAll(PICTURES)];
  const bold = [...doc.body.querySelectorAll('b')].filter(
    (element) => !element.id.startsWith('docs-internal-guid') && !/font-weight:\s*(normal|400)/.test(element.getAttribute('style') ?? ''),
  );
  if (!pictures.length && !bold.length) return undefined;
  for (const picture of pictures) {
    let around = picture.parentElement;
    const [before, after] = [picture.previousSibling, picture.nextSibling];
    picture.remove();
    // A picture between two words leaves one space between them, not two.
    if (before?.nodeType === Node.TEXT_NODE && after?.nodeType === Node.TEXT_NODE && /\s$/.test(before.textContent ?? ''))
      after.textContent = (after.textContent ?? '').replace(/^\s+/, '');
    // What held the picture alone (its paragraph, its figure) goes with it: no empty line is left.
    while (around && around !== doc.body && !around.textContent?.trim() && !around.querySelector(':not(br)')) {
      const next: HTMLElement | null = around.parentElement;
      around.remove();
      around = next;
    }
  }
  for (const element of bold) {
    const strong = doc.createElement('strong');
    strong.append(...element.childNodes);
    element.replaceWith(strong);
  }
  return { html: doc.body.innerHTML, pictures: pictures.length };
}

/** The rich-text editor an event happens in (Decap's Slate editor), if any. */
const editorOf = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest('[data-slate-editor="true"]') : null;

export function pastedPicturesLeftOut(say: (text: string) => void): void {
  window.addEventListener(
    'paste',
    (event) => {
      const editor = editorOf(event.target);
      const data = event.clipboardData;
      if (!editor || !data || CLEANED.has(event)) return;
      const html = data.getData('text/html');
      const cleaned = html ? cleanedPaste(html) : undefined;
      if (!cleaned) return;
      // Decap never sees the paste with its pictures: the same paste, without them, goes to the
      // editor as the browser's own would (Slate inserts a paste from its "beforeinput").
      event.preventDefault();
      event.stopImmediatePropagation();
      const words = new DataTransfer();
      words.setData('text/html', cleaned.html);
      words.setData('text/plain', data.getData('text/plain'));
      const paste = new InputEvent('beforeinput', { inputType: 'insertFromPaste', dataTransfer: words, bubbles: true, cancelable: true });
      CLEANED.add(paste);
      editor.dispatchEvent(paste);
      if (cleaned.pictures)
        say('The pictures were left out: a long text holds words, headings, lists and links. The rest of what you pasted is in.');
    },
    true,
  );
  window.addEventListener(
    'drop',
    (event) => {
      const data = event.dataTransfer;
      if (!editorOf(event.target) || !data) return;
      const html = data.getData('text/html');
      const files = [...data.items].some((item) => item.kind === 'file');
      if (!files && !(html && cleanedPaste(html)?.pictures)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      say('A picture cannot go in a long text: it holds words, headings, lists and links. To move words here, copy and paste them.');
    },
    true,
  );
}
