import { escapeHtml as esc, framedPage, phoneLinked } from '../../http/html';
import { ZIP_TYPED } from '../rules/zip';
import { FIELDS, FORM_NAME, HONEYPOT, KEY_FIELD, LABELS, MAX_LENGTH, REQUIRED, type BookingValues, type Field } from '../rules/fields';
import type { Choices, FieldErrors } from '../rules/validate';
import { slotLabel } from '../rules/slots';
import { href } from '../../routes/urls';

/**
 * The handler's answer to a visitor without JavaScript whose submission was refused: a complete
 * page in the site's frame (its header and footer) that says what to fix and, for field errors,
 * the same form again with every typed value kept, so one more press of the button sends it.
 */
type PageInput = {
  status: number;
  heading: string;
  message: string;
  company: string;
  phone: { display: string; e164: string };
  formPage: string;
  action: string;
  choices: Choices;
  errors?: FieldErrors;
  values?: BookingValues;
  submissionKey?: string;
  /** the site's frame (its not-found page as built), when the server has one: the page shows in it */
  frame?: string;
};

const INPUTS: Partial<Record<Field, { type: string; autocomplete: string; extra?: string }>> = {
  name: { type: 'text', autocomplete: 'name' },
  phone: { type: 'tel', autocomplete: 'tel' },
  email: { type: 'email', autocomplete: 'email' },
  street: { type: 'text', autocomplete: 'address-line1' },
  city: { type: 'text', autocomplete: 'address-level2' },
  zip: { type: 'text', autocomplete: 'postal-code', extra: `inputmode="numeric" pattern="${ZIP_TYPED}"` },
  date: { type: 'date', autocomplete: 'off' },
};

function control(key: Field, value: string, choices: Choices, error?: string): string {
  const id = `f-${key}`;
  const aria = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const req = REQUIRED.includes(key) ? ' required' : '';
  const label = `<label for="${id}">${esc(LABELS[key])}${REQUIRED.includes(key) ? ' <span aria-hidden="true">*</span>' : ''}</label>`;
  const err = error ? `<p class="error" id="${id}-error">${esc(error)}</p>` : '';
  const select = (opts: string[], placeholder?: string) =>
    `<select id="${id}" name="${key}"${aria}>${placeholder !== undefined ? `<option value="">${esc(placeholder)}</option>` : ''}${opts
      .map((opt) => `<option${opt === value ? ' selected' : ''}>${esc(opt)}</option>`)
      .join('')}</select>`;
  let input: string;
  if (key === 'state')
    input = `<input id="${id}" name="state" type="text" value="${esc(choices.state)}" readonly autocomplete="address-level1"${aria}>`;
  else if (key === 'time') input = timeSelect(id, value, choices, aria);
  else if (key === 'serviceType') input = select(choices.serviceTypes, 'Select a service');
  else if (key === 'issue')
    input = `<textarea id="${id}" name="${key}" rows="4" maxlength="${MAX_LENGTH[key]}"${aria}>${esc(value)}</textarea>`;
  else {
    const spec = INPUTS[key]!;
    const max = spec.type === 'date' ? '' : ` maxlength="${MAX_LENGTH[key]}"`;
    input = `<input id="${id}" name="${key}" type="${spec.type}" autocomplete="${spec.autocomplete}"${max} value="${esc(value)}"${spec.extra ? ` ${spec.extra}` : ''}${req}${aria}>`;
  }
  return `<div class="field">${label}${input}${err}</div>`;
}

/** The times, each labelled with the days it is offered (no JavaScript here to follow the chosen date). */
function timeSelect(id: string, value: string, choices: Choices, aria: string): string {
  const opts = choices.timeSlots
    .map(
      (timeSlot) =>
        `<option value="${esc(timeSlot)}"${timeSlot === value ? ' selected' : ''}>${esc(slotLabel(timeSlot, choices.slotsByDay))}</option>`,
    )
    .join('');
  return `<select id="${id}" name="time"${aria}><option value="">Select a time</option>${opts}</select>`;
}

export function bookingErrorPage(pageInput: PageInput): string {
  const errors = pageInput.errors ?? {};
  const list = Object.entries(errors)
    // The field's name is the link to it; the message stands beside it (its phone number a link of its own).
    .map(([text, error]) => `<li><a href="#f-${text}">${esc(LABELS[text as Field])}</a>: ${esc(error ?? '')}</li>`)
    .join('');
  const form = pageInput.values
    ? `<form method="post" action="${esc(pageInput.action)}" name="${FORM_NAME}">
<input type="hidden" name="form-name" value="${FORM_NAME}">
<input type="hidden" name="${KEY_FIELD}" value="${esc(pageInput.submissionKey ?? '')}">
<div hidden><label>Leave this field empty <input type="text" name="${HONEYPOT}" tabindex="-1" autocomplete="off"></label></div>
${FIELDS.map((key) => control(key, pageInput.values![key], pageInput.choices, errors[key])).join('\n')}
<button type="submit">Schedule Appointment</button>
</form>`
    : '';
  return framedPage(pageInput.frame, {
    title: `${pageInput.heading} | ${pageInput.company}`,
    home: { company: pageInput.company, href: href('home') },
    style: STYLE,
    body: `<h1>${esc(pageInput.heading)}</h1>
${phoneLinked(
  `<p>${esc(pageInput.message)}</p>
${list ? `<div class="problems" role="alert"><h2>Please fix the following:</h2><ul>${list}</ul></div>` : ''}
${form}`,
  pageInput.phone,
)}
<p>Prefer to talk to us? Call <a href="tel:${esc(pageInput.phone.e164)}">${esc(pageInput.phone.display)}</a>. Or go <a href="${esc(pageInput.formPage)}">back to the booking form</a>.</p>`,
  });
}

/** The page's own style (its main part's, within the site's frame): the site's colours, a finger's size for every control. */
const STYLE = `
body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1c2733;background:#f7f4ef}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{color:#0b3954;font-size:1.6rem;line-height:1.2}
a{color:#0b3954}
.problems{border:2px solid #b93d0c;background:#fff;padding:0.75rem 1rem;border-radius:8px;margin:0 0 1.5rem}
.problems h2{font-size:1.1rem;margin:0 0 0.5rem}
.field{display:flex;flex-direction:column;gap:0.25rem;margin:0 0 1rem}
label{font-weight:600}
input,select,textarea{font:inherit;padding:0.6rem;border:1px solid #4a5866;border-radius:6px;background:#fff;min-height:44px;box-sizing:border-box;width:100%}
[aria-invalid=true]{border:2px solid #b93d0c}
.error{color:#8f2f09;margin:0;font-weight:600}
button{font:inherit;font-weight:700;min-height:48px;padding:0.75rem 1.5rem;border:0;border-radius:6px;background:#b93d0c;color:#fff;cursor:pointer;width:100%}
`;
