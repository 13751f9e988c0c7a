import type { FieldProblem } from '../shared/field-problems';
import { singular } from '../../manifest/plain-schema';

/**
 * The check's problems shown on the editing screen, each under its field's input, in the
 * catalogue's plain words, with the input marked invalid. Decap's class names are generated, so a
 * field is found by the ids Decap gives its controls (`<name>-field-<n>`, the schema key first),
 * walking the problem's path from the form's top; a list position picks the n-th field of that
 * name in the list, and a key inside a widget's value its part `<widget id>-<key>` (a business
 * fact). A field in a closed list entry is opened to; a problem whose field is not on the screen
 * (another file) goes to a short list above the form, in the same words. Typing in a marked field
 * clears its mark.
 */

const MARK = 'field-problem';

/** How many controls (`<key>-field-<n>`) hold `element` inside `scope`: 0 for a field of the scope's own. */
function depthIn(scope: ParentNode, element: Element): number {
  let depth = 0;
  for (let parent = element.parentElement; parent && parent !== scope; parent = parent.parentElement)
    if (/-field-\d+$/.test(parent.id)) depth++;
  return depth;
}

/**
 * Controls whose id is `<key>-field-<n>` under `scope`, in document order: the scope's own fields
 * of that name, not those of an entry inside it (a city's `facts` were found in its first
 * neighborhood's `facts`, and every fact's note went there).
 */
function named(scope: ParentNode, key: string): HTMLElement[] {
  const re = new RegExp(`^${key.replace(/[^\w-]/g, '\\$&')}-field-\\d+$`);
  const all = [...scope.querySelectorAll<HTMLElement>(`[id^="${CSS.escape(key)}-field-"]`)].filter((element) => re.test(element.id));
  const depths = all.map((element) => depthIn(scope, element));
  const nearest = Math.min(...depths);
  const controls = all.filter((_, i) => depths[i] === nearest);
  if (controls.length) return controls;
  // A widget that gives no element its id (the photo's): the control that follows its label (or the label's box).
  return [...scope.querySelectorAll<HTMLLabelElement>(`label[for^="${CSS.escape(key)}-field-"]`)]
    .filter((label) => re.test(label.htmlFor))
    .flatMap((label) => {
      const control = label.nextElementSibling ?? label.parentElement?.nextElementSibling;
      return control instanceof HTMLElement ? [control] : [];
    });
}

/** The control of `path` on the screen, or undefined when it is not shown. */
export function locateField(path: ReadonlyArray<string | number>, root: ParentNode = document): HTMLElement | undefined {
  let scope: ParentNode = root;
  let found: HTMLElement | undefined;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    if (typeof key === 'number') {
      // A list position: the n-th control named like the next key inside this list; at the path's
      // end, the n-th entry of a list of texts (`landmarks`: its entries' controls are `landmark-field-<n>`).
      const next = path[i + 1];
      if (next === undefined && typeof path[i - 1] === 'string') return named(scope, singular(String(path[i - 1])))[key] ?? found;
      if (typeof next !== 'string') return found;
      const el = named(scope, next)[key];
      if (!el) return undefined;
      found = el;
      scope = el;
      i++;
      continue;
    }
    // A widget's own part for a key of its value (a fact of the business facts: `<widget id>-<name>`).
    const part = found?.id ? scope.querySelector<HTMLElement>(`#${CSS.escape(`${found.id}-${key}`)}`) : null;
    const el = named(scope, key)[0] ?? part ?? undefined;
    if (!el) return undefined;
    found = el;
    scope = el;
  }
  return found;
}

/** Removes every mark and the list of problems shown elsewhere (a widget's own note is the widget's: photo-widget.tsx, typed-control.tsx). */
export function clearMarks(): void {
  for (const element of document.querySelectorAll(`.${MARK}:not([data-widget-note])`)) element.remove();
  for (const input of document.querySelectorAll('[data-check-problem]')) {
    input.removeAttribute('data-check-problem');
    input.removeAttribute('aria-invalid');
  }
  document.getElementById(PANEL_ID)?.remove();
}

/**
 * Shows `problems` of a save of `file`: at their fields when the field is on the screen, the rest
 * above the form. Returns how many were placed at a field.
 */
export function markProblems(file: string, problems: FieldProblem[]): number {
  clearMarks();
  const elsewhere: FieldProblem[] = [];
  const folded: Array<{ control: HTMLElement; problem: FieldProblem }> = [];
  let placed = 0;
  let first: HTMLElement | undefined;
  for (const problem of problems) {
    const control = controlOf(file, problem);
    if (!control) {
      elsewhere.push(problem);
      continue;
    }
    place(control, problem);
    // A field in a folded part of the form (a closed list entry): opened below, so that its note is seen.
    if (!control.checkVisibility()) folded.push({ control, problem });
    // The one highest in the form, whatever order the check said them in.
    if (!first || first.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING) first = control;
    placed++;
  }
  if (folded.length) void openFolds(folded, elsewhere, first);
  else if (elsewhere.length) showElsewhere(elsewhere);
  else if (first) bringIntoView(first);
  return placed;
}

/**
 * The first problem in view (each field scrolled to in turn left the form at the last one): its
 * field with the note under it, or the note itself when the field is taller than most of the
 * screen (the business facts' table, its note under the last fact: on a phone the middle of the
 * table was shown, the note out of sight).
 */
function bringIntoView(first: HTMLElement): void {
  const note = document.getElementById(first.getAttribute('aria-describedby') ?? '');
  const tall = first.getBoundingClientRect().height > innerHeight / 2;
  (tall && note ? note : first).scrollIntoView({ block: 'center' });
}

/**
 * Opens the folds (closed list entries) that hide fields with a problem, as the editor would: the
 * last "Expand" before the field, until the field shows. A note left in a closed entry was seen by
 * nobody ("3 things need fixing first (shown in red)", and nothing red on the screen). A field no
 * fold opens to is listed above the form instead.
 */
async function openFolds(
  folded: Array<{ control: HTMLElement; problem: FieldProblem }>,
  elsewhere: FieldProblem[],
  first: HTMLElement | undefined,
): Promise<void> {
  for (const { control, problem } of folded) {
    for (let tries = 0; tries < 8 && !control.checkVisibility(); tries++) {
      const folds = [...document.querySelectorAll<HTMLButtonElement>('#nc-root button[aria-label="Expand"]')].filter(
        (button) => button.checkVisibility() && button.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      if (!folds.length) break;
      folds.at(-1)!.click();
      await new Promise((drawn) => requestAnimationFrame(drawn));
    }
    if (!control.isConnected || !control.checkVisibility()) elsewhere.push(problem);
  }
  if (elsewhere.length) showElsewhere(elsewhere);
  else if (first?.isConnected) bringIntoView(first);
}

/** What a note at a field says of its problems. */
const noteText = (problems: FieldProblem[]) => problems.map((problem) => `${problem.message} ${problem.hint}`.trim()).join(' ');

/**
 * The draft's problems said as the editor goes, before Publish: each at its field where `shows`
 * says so (a field she has left), never at the field she is typing in, without scrolling, opening a fold
 * or listing anything above the form (Publish does those). A field that already says something (a
 * mark of the last Publish, an empty required field's note, a widget's own) is left to say it. A
 * note said this way goes once the check no longer finds its problem (fixed in another field).
 */
export function markAsYouGo(file: string, problems: FieldProblem[], shows: (control: HTMLElement, problem: FieldProblem) => boolean): void {
  // Where each problem is said, and whether that is around its field (a field of a closed entry: a folded row of hours).
  const wanted = new Map<HTMLElement, { problems: FieldProblem[]; around: boolean; typing: boolean }>();
  for (const problem of problems) {
    const control = controlOf(file, problem);
    if (!control || !shows(control, problem)) continue;
    const at = control.checkVisibility() ? control : shownAround(control);
    if (!at) continue;
    const said = wanted.get(at) ?? { problems: [], around: at !== control, typing: false };
    said.problems.push(problem);
    said.typing ||= control.contains(document.activeElement);
    wanted.set(at, said);
  }
  for (const note of document.querySelectorAll<HTMLElement>(`.${MARK}[data-live]`)) {
    const control = document.querySelector<HTMLElement>(`[aria-describedby="${CSS.escape(note.id)}"]`);
    const still = control && wanted.get(control);
    if (still && note.textContent === noteText(still.problems)) {
      wanted.delete(control);
      continue;
    }
    note.remove();
    control?.removeAttribute('data-check-problem');
    control?.removeAttribute('aria-invalid');
  }
  for (const [at, { problems: list, around, typing }] of wanted) {
    const box = at.closest('[aria-label$=" field"]') ?? at.parentElement;
    // Around a closed entry, only its own note counts: the notes of the open entries beside it are theirs.
    const saysSomething = around ? at.hasAttribute('aria-describedby') : box?.querySelector(`.${MARK}`);
    if (typing || at.hasAttribute('data-check-problem') || saysSomething) continue;
    for (const problem of list) place(at, problem, true);
  }
}

/** The nearest box around `control` that is on the screen: a closed entry's, its note under its folded line. */
function shownAround(control: HTMLElement): HTMLElement | undefined {
  for (let box = control.parentElement; box; box = box.parentElement) if (box.checkVisibility()) return box;
  return undefined;
}

function place(control: HTMLElement, fieldProblem: FieldProblem, live = false): void {
  // Said once: a widget that already says it at its field (a photo chosen too small) is left to say
  // it, and so is a typed box that cannot read its text (typed-control.tsx): the check's words about
  // the same text would say it a second time, in other words.
  const said = noteText([fieldProblem]);
  const box = control.closest('[aria-label$=" field"]') ?? control.parentElement;
  const notes = [...(box?.querySelectorAll<HTMLElement>('[data-widget-note]') ?? [])];
  if (notes.some((element) => element.dataset.widgetNote === 'unreadable' || element.textContent?.trim() === said)) return;
  const id = `${control.id || fieldProblem.field.join('-')}-problem`;
  const existing = document.getElementById(id);
  const note = existing ?? document.createElement('p');
  note.id = id;
  note.className = MARK;
  if (live) note.dataset.live = '';
  note.setAttribute('role', 'alert');
  note.textContent = existing ? `${existing.textContent} ${said}` : said;
  const choices = choiceBoxOf(control);
  if (!existing) (choices ?? control).insertAdjacentElement('afterend', note);
  control.setAttribute('data-check-problem', 'true');
  control.setAttribute('aria-invalid', 'true');
  control.setAttribute('aria-describedby', id);
  const clear = () => {
    note.remove();
    control.removeAttribute('data-check-problem');
    control.removeAttribute('aria-invalid');
  };
  control.addEventListener('input', clear, { once: true });
  // In a choice box, a choice is made without typing: the editor's click or key in the box clears it.
  for (const type of ['mousedown', 'keydown']) choices?.addEventListener(type, clear, { once: true });
}

/** The field on the screen where a problem of a save of `file` is fixed, if it is shown. */
function controlOf(file: string, problem: FieldProblem): HTMLElement | undefined {
  // A name or id that clashes with another entry is fixed in this entry's own field.
  const here = problem.file === file || problem.code === 'duplicate-name' || problem.code === 'duplicate-id';
  return here && problem.field.length ? locateField(problem.field) : undefined;
}

/**
 * The list above the form, brought up to date with a check of the changed draft (`problems`, of a
 * save of `file`): what no field shows is listed, and the list goes once nothing is left in it. It
 * stood, saying what had been fixed, until its Close was pressed.
 */
export function refreshElsewhere(file: string, problems: FieldProblem[]): void {
  const panel = document.getElementById(PANEL_ID);
  if (!panel) return;
  const left = problems.filter((problem) => !controlOf(file, problem));
  if (!left.length) panel.remove();
  else panel.querySelector('ul')?.replaceChildren(...left.map(listItem));
}

const PANEL_ID = 'check-problems';

const listItem = (problem: FieldProblem): HTMLLIElement => {
  const item = document.createElement('li');
  item.textContent = `${problem.where ? `In ${problem.where}: ` : ''}${problem.message} ${problem.hint}`;
  return item;
};

/**
 * A choice box's whole box when the control is its typing field (the relation and select widgets:
 * react-select, whose box is `…-container`): a note put inside it was cut off at the box's width
 * ("The ke…"), so it goes under the box.
 */
function choiceBoxOf(control: HTMLElement): HTMLElement | undefined {
  if (control.getAttribute('role') !== 'combobox') return undefined;
  return control.closest<HTMLElement>('[class*="-container"]') ?? undefined;
}

/**
 * Problems whose field is not on the screen: a short list at the top of the form, in plain words,
 * in the flow (it pushes the fields down, covering none of them).
 */
function showElsewhere(problems: FieldProblem[]): void {
  const panel = document.createElement('section');
  panel.id = PANEL_ID;
  panel.setAttribute('role', 'alert');
  const title = document.createElement('h2');
  title.textContent = 'Not saved. Please fix this first:';
  const list = document.createElement('ul');
  list.append(...problems.map(listItem));
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => panel.remove());
  panel.append(title, list, close);
  const form = document.querySelector("#nc-root [class*='-ControlPaneContainer']");
  if (form) form.prepend(panel);
  else document.body.append(panel);
  panel.scrollIntoView({ block: 'nearest' });
}

/**
 * After Publish, when Decap's own rules refuse the save (a required field left empty, a field not
 * in its form), Decap marks the fields in red but leaves the form where it was, perhaps far from
 * them (on a phone, Publish is at the top): the first one is brought into view, as the check's are.
 * `refused` is then told, to say what else the save would be refused for.
 */
export function bringRefusedFieldsIntoView(doc: Document = document, refused: () => Promise<void> = async () => undefined): void {
  // Listened to before Decap's own handler, which closes the menu (and takes the item out of the page).
  doc.addEventListener(
    'click',
    (e) => {
      if (!(e.target instanceof Element) || !e.target.closest("[class*='-ToolbarContainer'] [role='menuitem']")) return;
      void (async () => {
        // Decap marks the fields within a frame or two of the click (the form drawn again first on a phone).
        for (let frame = 0; frame < 60; frame++) {
          await new Promise((next) => requestAnimationFrame(next));
          const first = doc.querySelector("#nc-root [class*='-ControlErrorsList'] li");
          if (!first) continue;
          // A field inside a folded group: the group, which Decap marks red too.
          let box = first.closest('[aria-label$=" field"]');
          while (box && !box.checkVisibility()) box = box.parentElement?.closest('[aria-label$=" field"]') ?? null;
          box?.scrollIntoView({ block: 'center' });
          return await refused();
        }
      })();
    },
    true,
  );
}
