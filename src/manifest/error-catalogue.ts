/**
 * The one catalogue of the check's errors (modelled on Astro's errors-data.ts). Every code has a
 * title, what it is about, and a plain message and hint for the editing screen; every message the
 * check writes is an entry of MESSAGES, with its developer's text (file:line, key paths) and the
 * same in an office manager's words (no key path, no regex, no command, no "see another file").
 * The check, the build and the editing screen read it; docs/errors.md is generated from it
 * (error-docs.ts). Templates fill `{name}` from the parameters the check passes; nothing else. A
 * fact as editors write it, `{{name}}`, is text (template-params.ts); the compiler reads each
 * message's parameters from its texts, so a misspelt or missing one does not compile.
 */

import { fillTemplate, type TemplateParams } from './template-params';

/** Stable error names: tests pin them, editors can search for them in docs/errors.md. */
export const CODES = {
  'yaml-syntax': {
    title: 'The file cannot be read as YAML',
    about: 'A line breaks the YAML layout: indentation, a missing space after a colon, an unclosed quote or bracket.',
    plain: 'This file has a typing mistake that keeps it from being read',
    plainHint: 'Undo your last change to this line and try again.',
  },
  schema: {
    title: 'A value does not fit its field',
    about: 'A key is unknown or missing, or a value has the wrong form (a time, a date, a list, a number).',
    plain: 'This value does not fit its field',
    plainHint: 'Change it to the kind of value the field asks for.',
  },
  'unknown-id': {
    title: 'Unknown id',
    about: 'A list names a service, city, brand, county or route that does not exist.',
    plain: 'This names something the site does not have',
    plainHint: 'Choose one from the list, or remove it.',
  },
  'id-mismatch': {
    title: "An id differs from its file's name",
    about: "An entry's id must be its file's name: the page address is made from it.",
    plain: 'This id does not match the entry it belongs to',
    plainHint: 'Set the id back to what it was.',
  },
  'unlisted-file': {
    title: 'A file no page reads',
    about: 'A content file is not listed where the site looks for it, so no page shows it.',
    plain: 'No page shows this entry',
    plainHint: 'Add it to the site, or delete it.',
  },
  'missing-file': {
    title: 'A file is missing',
    about: 'A file the site needs (a page body, a page copy, a listed entry) does not exist.',
    plain: 'A part of the site is missing',
    plainHint: 'Restore the deleted entry.',
  },
  'duplicate-id': {
    title: 'The same id twice',
    about: 'Two entries share an id (or a ZIP code two counties): both places are named.',
    plain: 'Two entries have the same id',
    plainHint: 'Give each entry its own id.',
  },
  'duplicate-name': {
    title: 'The same name twice',
    about: 'Two cities, neighborhoods, services or brands share a name: their pages would be indistinguishable.',
    plain: 'Two entries have the same name',
    plainHint: 'Rename one of them.',
  },
  'duplicate-route': {
    title: 'Two routes make the same page',
    about: 'Two routes of site.yaml produce the same address.',
    plain: 'Two pages would have the same address',
    plainHint: 'Change the address of one of them.',
  },
  'unknown-kind': {
    title: 'Unknown page kind',
    about: 'A route names a page kind that has no folder in src/kinds/.',
    plain: 'This kind of page does not exist',
    plainHint: 'Choose a kind of page from the list.',
  },
  'kind-collection': {
    title: "A route's kind does not fit its collection",
    about: 'A page kind about one item (a service, a city) needs a route over that collection, and only it.',
    plain: 'This page does not fit the list it is made from',
    plainHint: 'Undo the change to this page.',
  },
  'redirect-loop': {
    title: 'Redirects that go round in a circle',
    about: 'Following the redirects leads back to where they started: a visitor never arrives.',
    plain: 'These redirects send visitors round in a circle',
    plainHint: 'Point one of them at a real page.',
  },
  'redirect-to-nothing': {
    title: 'A redirect to no page',
    about: 'A redirect points at an address that is not a page.',
    plain: 'This redirect leads to a page that does not exist',
    plainHint: 'Point it at an existing page, or remove it.',
  },
  'address-without-parent': {
    title: "A page's shorter address is no page",
    about:
      'An address with a part taken off its end (/cities for /cities/tampa) is neither a page nor a redirect: a visitor who shortens the address gets Page not found.',
    plain: 'A shorter form of this address leads nowhere',
    plainHint: 'Under "Old addresses sent to new ones", send it to the page that lists these pages.',
  },
  'redirect-shadows-page': {
    title: 'A redirect hides a page',
    about: 'A redirect starts at the address of an existing page, which visitors could no longer reach.',
    plain: 'This redirect would hide an existing page',
    plainHint: 'Remove the redirect, or the page.',
  },
  'reserved-path': {
    title: 'An address of the editing screen',
    about: 'Addresses that start with /admin belong to the editing screen.',
    plain: 'This address is reserved for the editing screen',
    plainHint: 'Choose an address that does not start with /admin.',
  },
  'suggestion-to-nothing': {
    title: 'A not-found suggestion to no page',
    about: 'The not-found page suggests an address that is not a page.',
    plain: 'This suggestion leads to a page that does not exist',
    plainHint: 'Suggest an existing page.',
  },
  'broken-link': {
    title: 'A link to no page',
    about: 'A link in copy, navigation or a page body points at an address that is not a page (or only a redirect).',
    plain: 'This link leads to a page that does not exist',
    plainHint: 'Link to an existing page, or remove the link.',
  },
  'unknown-constant': {
    title: 'Unknown fact',
    about: 'Copy names a {{fact}} that site.yaml constants does not have.',
    plain: 'This text names a business fact that does not exist',
    plainHint: 'Choose a fact from the list of business facts.',
  },
  'constant-literal': {
    title: 'A business fact typed into copy',
    about: 'Copy types a value (a price, the phone) that a constant holds: it would go stale when the constant changes.',
    plain: 'This text types a business fact by hand',
    plainHint: 'Insert the fact instead, so that it stays right when it changes.',
  },
  'typed-claim': {
    title: 'A rating typed into copy',
    about: 'Ratings and review figures are computed from the reviews, never typed.',
    plain: 'This text types a rating or review figure by hand',
    plainHint: 'Insert the computed figure instead (average rating, review count).',
  },
  'markup-in-text': {
    title: 'Bold, a link or a tag typed into plain text',
    about:
      'The texts of content/ are plain: the page shows bold marks (**), link marks ([ ]( )) and tags (< >) as typed. Only the long texts (.mdx) have bold, links and headings.',
    plain: 'This text is plain: the page would show the marks as typed',
    plainHint: 'Write the words alone, without ** or [ ]( ) or < >.',
  },
  residue: {
    title: 'Words from another business',
    about: 'Copy names another business, city, phone number or web address.',
    plain: 'This text contains something that does not belong to this business',
    plainHint: 'Rewrite the sentence for this business.',
  },
  'missing-block': {
    title: 'A page misses a block of copy',
    about: "A page's copy file misses a block (or a field of a block) that the page shows.",
    plain: 'A part of this page is missing',
    plainHint: 'Restore the deleted part of the page.',
  },
  'wrong-county': {
    title: 'A ZIP code of another county',
    about: "A neighborhood's ZIP code is not in its city's county list.",
    plain: "This ZIP code is not in the city's county",
    plainHint: 'Check the ZIP code; if it is right, add it to the county first.',
  },
  'zip-not-served': {
    title: 'A ZIP code the site does not serve',
    about: "A ZIP code in the content (a review's, a city's, the business's) is in no county's list: the booking form would refuse it.",
    plain: 'This ZIP code is outside the area we serve',
    plainHint: 'Check the ZIP code; it must be one of the ZIP codes of the counties we serve.',
  },
  'fact-unsourced': {
    title: 'A local fact without its source',
    about: "A fact of a place's local facts (a permit office, a county, a number) names no source, or a number no section of it.",
    plain: 'This fact needs its source',
    plainHint: 'Add where it comes from: the title and address of the page that states it (and the section, for a number).',
  },
  'fact-contradiction': {
    title: "Copy that contradicts a place's facts",
    about:
      "A neighborhood's ZIP codes or own copy, or a city's copy, disagree with the city's local facts (another county, another permit office, a ZIP code the place does not have).",
    plain: "This says something different from the city's local facts",
    plainHint: "Make it agree with the city's facts, or correct the city's facts first.",
  },
  'coast-contradiction': {
    title: 'Salt-air copy for an inland place',
    about:
      "A neighborhood or service-in-city page speaks of salt air while its city's own page says the city lies inland (or calls a city inland whose page lists salt among its issues).",
    plain: "This speaks of salt air, but the city's own page says it lies inland",
    plainHint: 'Name what wears doors in this place (heat, humidity, storms), or correct the city page first.',
  },
  'place-leak': {
    title: 'Copy that names another place, or speaks to two people',
    about:
      'A heading or question of a city\'s pages names another served city (shared copy names any), or a sentence opens with residents or customers and then speaks to "you" (often through a fact placed in it).',
    plain: 'This names another city, or speaks of residents and then to "you"',
    plainHint: "Name the page's own place, or none; say the sentence to one person.",
  },
  'unsupported-claim': {
    title: 'A claim a visitor cannot check',
    about:
      'Copy claims a presence ("every week"), a rank ("#1", "best in Tampa", "most trusted") or a badge ("verified", "certified technicians") that nothing on the site supports.',
    plain: 'This claims something a visitor cannot check',
    plainHint: 'Say what the company does or offers instead: the warranty, the license, the hours, the places it serves.',
  },
  'range-as-limit': {
    title: 'A range used as a limit',
    about:
      'Copy compares with a range ("older than {{doorReplaceAge}}" when the fact is a range of years, "less than 3-4 hours"): a comparison needs one number, and a range has two. "within" a range is fine.',
    plain: 'This compares with a range, so no number is the limit',
    plainHint: 'Say it so it is true for the whole range, for example "past the usual ..." or "... or more".',
  },
  placeholder: {
    title: 'A placeholder to replace before launch',
    about: 'A sample review or project, a fictional phone number or an example.com address: a warning, and an error with --launch.',
    plain: 'This is a sample, not real content',
    plainHint: 'Replace it with the real value before the site goes live.',
  },
  'unconfirmed-claim': {
    title: 'A claim the owner has not confirmed',
    about:
      'A figure the business states about itself (years, customers, repairs, team size, a price) that the owner has not checked against what backs it: a warning, and an error with --launch.',
    plain: 'The owner has not confirmed this figure yet',
    plainHint: 'Check it against what backs it, correct it if needed, then tick "Confirmed by the owner".',
  },
  encoding: {
    title: 'A file not saved as UTF-8',
    about: 'The file has bytes that are not UTF-8: a character would show as a question mark.',
    plain: 'A character in this file cannot be read',
    plainHint: 'Retype the special characters (accents, quotes) of your last change.',
  },
  mdx: {
    title: 'A page body cannot be compiled',
    about: 'An MDX body has a tag, a brace or a comment that MDX does not accept.',
    plain: 'This text has a mark-up mistake',
    plainHint: 'Undo your last change to this line; write plain text and links.',
  },
  'unsafe-body': {
    title: 'Something in a page body that is not text',
    about:
      "A page body may hold Markdown, the site's own {{facts}}, and a short list of harmless HTML tags with plain links; code, scripts, forms, embedded pages, event attributes and links that run code are refused.",
    plain: 'This is not something the site can show as text',
    plainHint: 'Remove it; write plain text and links.',
  },
  'empty-body': {
    title: 'An empty page body',
    about: 'An MDX body is empty, so its page would have no text.',
    plain: 'This page has no text',
    plainHint: 'Write the text of the page.',
  },
  'redirect-chain': {
    title: 'A redirect to a redirect',
    about: 'A redirect points at another redirect: a visitor and a search engine should take one hop.',
    plain: 'This redirect leads to another redirect',
    plainHint: 'Point it at the final page directly.',
  },
  'duplicate-redirect': {
    title: 'The same address redirected twice',
    about: 'Two redirects start at the same address; the host and npm start would disagree on which wins.',
    plain: 'This address is redirected twice',
    plainHint: 'Keep one of the two redirects.',
  },
  image: {
    title: 'A photo that cannot be shown',
    about:
      'An image field names a photo the site cannot show: not in public/images, not a JPEG, PNG or WebP, or too narrow for the place it fills.',
    plain: 'This photo cannot be shown',
    plainHint: 'Upload the photo again from the editing screen: a JPEG, PNG or WebP at least 1200 pixels wide.',
  },
  'photo-alt': {
    title: 'A photo without a description',
    about:
      'The words a photo carries for people who cannot see it (alt) say what is in it: not a file name, not "photo of", at least four words.',
    plain: 'These words do not say what the photo shows',
    plainHint: 'Describe what is in the photo in a short sentence, as you would to someone on the phone.',
  },
  'booking-dates': {
    title: 'A closed day or the change notice cannot be read',
    about:
      'A closed entry is one day (date) or a run of days (from and to, the end not before the start); the notice the pages promise for a change (cancelNotice) is a length of time such as "24 hours".',
    plain: 'A closed day or the notice for changes is not clear',
    plainHint: 'Give one date, or a first and a last day in order; write the notice like "24 hours".',
  },
  'hours-conflict': {
    title: 'Opening hours that contradict themselves',
    about: 'A day in two rows of the same hours (which ones hold?), or a row that closes before it opens.',
    plain: 'The opening hours contradict themselves',
    plainHint: 'Give each day one row, and each row a closing time after its opening time.',
  },
  'phone-mismatch': {
    title: 'The phone shows one number and dials another',
    about: "The phone's display text and its dialled number differ.",
    plain: 'The phone number shown and the number dialled differ',
    plainHint: 'Make both the same number.',
  },
  'computed-count': {
    title: 'A count typed into copy',
    about: 'Copy types a count (of services, cities, reviews) that the site computes.',
    plain: 'This text types a count by hand',
    plainHint: 'Insert the computed count instead, so that it stays right when an entry is added or removed.',
  },
  'stale-list': {
    title: 'A list that misses a new entry',
    about: 'A list must name an entry (a booking type for a service) and does not.',
    plain: 'The booking form cannot offer this service',
    plainHint: 'Choose a booking type from the list.',
  },
  'route-changed': {
    title: "A route changed since the code's link table was made",
    about: "The code links to pages through a table made from site.yaml's routes; a changed route needs it made again.",
    plain: 'A page address changed',
    plainHint: 'Undo the change to the address.',
  },
  'template-text': {
    title: "A new entry's example text left in place",
    about:
      "A new city, service or brand starts from a template (schema/templates/) whose texts begin with ✎; each is replaced by the entry's own words before the entry can be published.",
    plain: "This is still the new entry's example text",
    plainHint: "Write this entry's own words in place of the text that starts with ✎.",
  },
  internal: {
    title: 'The check stopped inside',
    about: 'A fault inside the check, reported at the file it was reading.',
    plain: 'The site could not be checked',
    plainHint: 'Undo your last change; if the problem stays, tell the person who maintains the website.',
  },
} as const satisfies Record<string, { title: string; about: string; plain: string; plainHint: string }>;

export type ErrorCode = keyof typeof CODES;

export type MessageEntry = {
  code: ErrorCode;
  message: string;
  hint: string;
  /** in the editor's words; without it, the code's plain message */
  plain?: string;
  plainHint?: string;
  /** the hint when a close candidate exists (`guess`); without it, DID_YOU_MEAN */
  guessHint?: string;
  guessPlainHint?: string;
};

/** The developer's "did you mean" and the editor's, used whenever a close candidate exists. */
export const DID_YOU_MEAN = { hint: "Did you mean '{guess}'?", plainHint: 'Did you mean {guess}?' };

/** What a range after a comparison is, in both voices: each way of comparing has its own hint. */
const RANGE_AS_LIMIT = {
  message: '"{words}" puts a range ({value}) after "{comparison}": a reader cannot tell which number is the limit',
  plain: '"{words}" compares with a range ({value}), so no number of it is the limit',
} as const;

/** Every message the check writes, by name. `{x}` is filled from the parameters; `{{fact}}` is text. */
export const MESSAGES = {
  // --- ids and names (src/checks/rules/ids.ts, names.ts)
  'unknown-id': {
    code: 'unknown-id',
    message: "unknown {what} id '{id}'",
    hint: 'No {what} has this id (was it removed or renamed?). Remove it from this list, or use {choices}.',
    plain: "There is no {what} called '{id}'",
    plainHint: 'Choose a {what} from the list, or remove this one.',
  },
  'unknown-page-id': {
    code: 'unknown-id',
    message: "unknown {what} id '{id}'",
    hint: 'No {what} has this id (was it removed or renamed?). Remove it from this list, or use {choices}. If the {what} was removed, also add a redirect from its old page under redirects: in site.yaml: - { from: {page}, to: {list} }',
    plain: "There is no {what} called '{id}'",
    plainHint: 'Choose a {what} from the list, or remove this one.',
  },
  'related-to-itself': {
    code: 'unknown-id',
    message: 'a service cannot be related to itself',
    hint: 'Name another service.',
    plain: 'A service cannot be related to itself',
    plainHint: 'Choose another service.',
  },
  'zip-in-two-counties': {
    code: 'duplicate-id',
    message: 'ZIP {zip} is listed under both {first} (line {firstLine}) and {second}',
    hint: 'Keep it in the county it belongs to.',
    plain: 'ZIP code {zip} is listed under both {first} and {second}',
    plainHint: 'Keep it only under the county it belongs to.',
  },
  'neighborhood-twice': {
    code: 'duplicate-id',
    message: "neighborhood id '{id}' appears twice (first on line {firstLine})",
    hint: 'Give each neighborhood its own id.',
    plain: "Two neighborhoods have the id '{id}'",
    plainHint: 'Give each neighborhood its own id.',
  },
  'review-id-twice': {
    code: 'duplicate-id',
    message: "review id '{id}' is used twice (also by review {first}, line {firstLine})",
    hint: 'Give each review its own id.',
    plain: "Two reviews have the id '{id}'",
    plainHint: 'Give each review its own id.',
  },
  'project-id-twice': {
    code: 'duplicate-id',
    message: "project id '{id}' appears twice (first on line {firstLine})",
    hint: 'Give each project its own id.',
    plain: "Two projects have the id '{id}'",
    plainHint: 'Give each project its own id.',
  },
  'image-path': {
    code: 'image',
    message: "'{value}' is not a photo in the image folder",
    hint: 'Name a photo as /images/<name>.jpg (or .png, .webp); the editing screen uploads to /images/uploads/.',
    plain: 'This photo is not in the site’s image folder',
    plainHint: 'Choose the photo again with the upload button.',
  },
  'image-missing': {
    code: 'image',
    message: 'there is no photo at public{value}',
    hint: 'Add the photo to public/images/ (or upload it from the editing screen), or name one that is there.',
    plain: 'This photo is missing',
    plainHint: 'Choose the photo again with the upload button.',
  },
  'image-unreadable': {
    code: 'image',
    message: 'public{value} is not a JPEG, PNG or WebP picture',
    hint: 'Save the photo as a JPEG (or PNG, WebP) and add it again.',
    plain: 'This file is not a photo the website can show',
    plainHint: 'Upload a JPEG, PNG or WebP photo (phone photos are JPEGs).',
  },
  'image-too-small': {
    code: 'image',
    message: 'public{value} is {width} pixels wide; a photo here needs at least {min}',
    hint: 'Use a larger photo (at least {min} pixels wide); the build makes the smaller sizes.',
    plain: 'This photo is too small ({width} pixels wide)',
    plainHint: 'Upload a larger photo, at least {min} pixels wide (a phone photo is).',
  },
  'photo-alt-file-name': {
    code: 'photo-alt',
    message: "the description of {value} is a file name ('{alt}')",
    hint: 'Write what the photo shows, e.g. "Technician fitting a new torsion spring above a white garage door".',
    plain: 'This is a file name, not what the photo shows',
    plainHint: 'Describe what is in the photo in a short sentence, e.g. "Technician fitting a new torsion spring".',
  },
  'photo-alt-says-photo': {
    code: 'photo-alt',
    message: "the description of {value} starts by calling it a picture ('{alt}')",
    hint: 'Leave out "photo of" or "image of" (a screen reader already says it is a picture) and say what it shows.',
    plain: 'Leave out "photo of": say what the photo shows',
    plainHint: 'Start with what is in the photo, e.g. "New white garage door on a stucco home".',
  },
  'photo-alt-short': {
    code: 'photo-alt',
    message: "the description of {value} is too short to say what it shows ('{alt}'; at least {words} words)",
    hint: 'Describe the photo in at least {words} words: who or what is in it, and where.',
    plain: 'Too short to say what the photo shows',
    plainHint: 'Describe the photo in at least {words} words: who or what is in it, and where.',
  },
  'social-image-missing': {
    code: 'image',
    message: 'the {kind} pages share the social image public{value}, which is {found} (want a {width}x{height} JPEG) ({pages})',
    hint: 'Run `npm run social-images` to draw each page kind’s social image, and commit public/social/.',
    plain: 'The picture shown when a page is shared is missing or the wrong size',
    plainHint: 'Tell the person who maintains the website: the pictures for shared links must be made again.',
  },
  'project-two-places': {
    code: 'duplicate-id',
    message: 'the same project is listed for two places (as projects[{first}] too, line {firstLine})',
    hint: 'One job is one entry, shown where it was done: remove the copy or describe the other job.',
    plain: 'This project is already listed for another place',
    plainHint: 'One job is one entry: remove the copy, or describe the other job.',
  },
  'same-name': {
    code: 'duplicate-name',
    message: 'two {kinds} are both named {name}: {first} and {second}',
    hint: 'Rename one of them: each {kind} page needs its own name (its title, headings and address show it).',
    plain: 'Two {kinds} are both named {name}',
    plainHint: 'Rename one of them.',
  },
  'wrong-county': {
    code: 'wrong-county',
    message: 'ZIP {zip} is not in the {county} list of content/counties.yaml',
    hint: 'Check the ZIP; if it is right, add it to {county} in content/counties.yaml.',
    plain: 'ZIP code {zip} is not in {county}',
    plainHint: 'Check the ZIP code; if it is right, add it to {county} first.',
  },
  'wrong-county-listed': {
    code: 'wrong-county',
    message: 'ZIP {zip} is not in the {county} list of content/counties.yaml (it is listed under {other})',
    hint: 'Check the ZIP; if it is right, add it to {county} in content/counties.yaml.',
    plain: 'ZIP code {zip} is in {other}, not in {county}',
    plainHint: 'Check the ZIP code; a neighborhood of {county} has ZIP codes of {county}.',
  },
  'zip-not-served': {
    code: 'zip-not-served',
    message: 'ZIP {zip} is in none of the counties of content/counties.yaml ({counties}): the booking form refuses it',
    hint: 'Check the ZIP; the site shows only ZIP codes of the counties it serves.',
    plain: 'ZIP code {zip} is outside the area we serve ({counties})',
    plainHint: 'Check the ZIP code; write one of the ZIP codes of the counties we serve.',
  },
  'zip-not-of-place': {
    code: 'wrong-county',
    message: 'ZIP {zip} is listed under {other} in content/counties.yaml, but {place} is in {county}',
    hint: 'Check the ZIP and the place; a ZIP of {place} is one of {county}.',
    plain: 'ZIP code {zip} is in {other}, but {place} is in {county}',
    plainHint: 'Check the ZIP code and the place; a ZIP code of {place} is one of {county}.',
  },
  'hours-twice': {
    code: 'hours-conflict',
    message: '{day} is in two rows of business.hours.{list}: {first} and {second}',
    hint: 'Take {day} out of one of the rows: a day has one set of hours (the footer, the booking form and the search listing read them).',
    plain: '{day} is in two rows of the {list} hours: {first} and {second}',
    plainHint: 'Take {day} out of one of them: a day has one set of hours.',
  },
  'hours-backwards': {
    code: 'hours-conflict',
    message: 'the row for {days} closes at {closes}, not after it opens at {opens}',
    hint: 'Write the closing time after the opening time, on the 24-hour clock (17:00 for 5 pm).',
    plain: 'The hours for {days} close at {closes}, not after they open at {opens}',
    plainHint: 'Write the closing time after the opening time.',
  },
  'price-form': {
    code: 'schema',
    message: "constants.{name} is '{value}': its name says it is a price, and this is not one",
    hint: 'Write it in dollars, like $120, or as a range, like $100-$150 (a price whose name ends in Fee, Price or Cost is shown as money on every page).',
    plain: "The {words} is '{value}', which is not a price",
    plainHint: 'Write it in dollars, like $120, or as a range, like $100-$150.',
  },
  'featured-count': {
    code: 'schema',
    message: '{count} reviews are featured{which}; the reviews page shows exactly one',
    hint: 'Set featured: true on exactly one review.',
    plain: '{count} reviews are featured{which}, and the reviews page shows exactly one',
    plainHint: 'Switch "featured" on for exactly one review, and off for the others.',
  },
  'review-in-future': {
    code: 'schema',
    message: 'the review by {name} is dated {date}, a day still to come',
    hint: 'Write the day the customer gave the review.',
    plain: 'The review by {name} is dated {date}, a day still to come',
    plainHint: 'Write the day the customer gave the review.',
  },
  'booking-type-missing': {
    code: 'stale-list',
    message: "the booking form offers no service type for '{title}'",
    hint: 'Add "bookingType:" to this file with one of booking.serviceTypes in site.yaml ({types}), or add a new type to that list first.',
    plain: 'The booking form offers no service type for {title}',
    plainHint: 'Choose its booking type: one of {types}.',
  },
  'booking-type-unknown': {
    code: 'stale-list',
    message: "'{type}' is not one of booking.serviceTypes in site.yaml, so the booking form cannot offer it",
    hint: "Use one of: {types}; or add '{type}' to booking.serviceTypes.",
    plain: "The booking form has no service type '{type}'",
    plainHint: 'Choose one of {types}, or add it to the booking service types first.',
  },
  'phone-mismatch': {
    code: 'phone-mismatch',
    message: 'the phone shows {display} but dials {e164}',
    hint: 'Make business.phone.display and business.phone.e164 the same number (e164: "+1" and the 10 digits).',
    plain: 'The phone shows {display} but dials {e164}',
    plainHint: 'Make both the same number.',
  },
  'closed-date-both': {
    code: 'booking-dates',
    message: "the closed entry '{name}' has both a date and a from/to range",
    hint: 'Keep date for one day, or from and to for a run of days, not both.',
    plain: "'{name}' has both a single day and a run of days",
    plainHint: 'Keep either the one day, or the first and last day.',
  },
  'closed-date-missing': {
    code: 'booking-dates',
    message: "the closed entry '{name}' has no {missing}",
    hint: 'Write date: for one day, or both from: and to: for a run of days (year-month-day, e.g. 2026-12-24).',
    plain: "'{name}' does not say which days are closed",
    plainHint: 'Give the one day, or the first and the last day.',
  },
  'closed-range-half': {
    code: 'booking-dates',
    message: "the closed days '{name}' have {given}: but no {missing}:",
    hint: 'Write both from: and to: for a run of days (the same day twice for one day), or date: alone for one day.',
    plain: "'{name}' gives the {givenDay} day of its run but not the {missingDay}",
    plainHint: 'Give the {missingDay} day too, or make it one day.',
  },
  'closed-range-backwards': {
    code: 'booking-dates',
    message: "the closed days '{name}' end on {to}, before they start on {from}",
    hint: 'Make to the last closed day, on or after from.',
    plain: "'{name}' ends before it starts ({from} to {to})",
    plainHint: 'Make the last day the same as the first day or later.',
  },
  'notice-unreadable': {
    code: 'booking-dates',
    message: "cancelNotice '{value}' is not a length of time the request pages can keep",
    hint: 'Write a number and a unit, e.g. "24 hours", "2 days" or "90 minutes".',
    plain: "The notice for changes, '{value}', is not a length of time",
    plainHint: 'Write it like "24 hours" or "2 days".',
  },
  'unknown-time-zone': {
    code: 'schema',
    message: "'{zone}' is not a known time zone",
    hint: 'Use an IANA name such as America/New_York.',
    plain: "'{zone}' is not a time zone",
    plainHint: 'Write a time zone like America/New_York.',
  },

  // --- local facts (src/manifest/check-facts.ts)
  'fact-number-unsourced': {
    code: 'fact-unsourced',
    message: 'the {fact} fact states a number ({number}) without the page or section of its source',
    hint: 'Add section: with the page or section of the source where the number is written.',
    plain: 'This fact states a number ({number}) but not where in its source it is written',
    plainHint: 'Fill in the section of the source: the page or heading where the number stands.',
  },
  'fact-county-differs': {
    code: 'fact-contradiction',
    message: 'the county fact says "{value}", but {city} is in {county} County',
    hint: 'Write {county} County, or correct county: at the top of the file.',
    plain: 'The county fact says "{value}", but {city} is in {county} County',
    plainHint: 'Write {county} County here, or choose the right county for the city.',
  },
  'fact-neighborhood-differs': {
    code: 'fact-contradiction',
    message: '{neighborhood}\'s own {fact} fact says "{value}", but {city}\'s says "{cityValue}"',
    hint: "Write {city}'s words in {neighborhood}'s fact (its own source is what it adds), or correct {city}'s fact.",
    plain: '{neighborhood}\'s own {fact} fact says "{value}", but {city}\'s says "{cityValue}"',
    plainHint: "Write the city's words here: the neighborhood's own fact gives its own source, not other words.",
  },
  'fact-zip-not-city': {
    code: 'fact-contradiction',
    message: "{neighborhood}'s ZIP code {zip} is not among {city}'s ZIP codes in its facts",
    hint: "Add {zip} to facts.zipCodes (with its source), or correct {neighborhood}'s ZIP codes.",
    plain: "{neighborhood}'s ZIP code {zip} is not among {city}'s ZIP codes",
    plainHint: "Add {zip} to the city's ZIP codes fact, or correct {neighborhood}'s ZIP codes.",
  },
  'fact-other-county': {
    code: 'fact-contradiction',
    message: "{neighborhood}'s copy names {other} County, but {city}'s facts put it in {county} County",
    hint: 'Name {county} County, or leave the county out.',
    plain: 'This text names {other} County, but {neighborhood} is in {county} County',
    plainHint: 'Name {county} County, or leave the county out.',
  },
  'fact-other-permit-office': {
    code: 'fact-contradiction',
    message: "{neighborhood}'s copy says the permit comes from {issuer}, but {city}'s facts name {office}",
    hint: 'Name {office}, or leave the office out.',
    plain: "This text says the permit comes from {issuer}, but {neighborhood}'s permits come from {office}",
    plainHint: 'Name {office}, or leave the office out.',
  },
  'fact-other-zip': {
    code: 'fact-contradiction',
    message: "{neighborhood}'s copy names ZIP code {zip}, which is neither its own nor {city}'s",
    hint: "Use {neighborhood}'s ZIP codes ({zips}).",
    plain: "This text names ZIP code {zip}, which is neither {neighborhood}'s nor {city}'s",
    plainHint: "Use {neighborhood}'s ZIP codes ({zips}).",
  },
  'zip-not-place': {
    code: 'fact-contradiction',
    message: "{city}'s copy names ZIP code {zip}, which is not one of its ZIP codes ({zips})",
    hint: 'Write one of the ZIP codes of the facts, or leave them out: the facts block on the page lists them with their source.',
    plain: 'This text names ZIP code {zip}, which is not one of the ZIP codes of {city} ({zips})',
    plainHint: 'Correct the ZIP code, or leave it out: the page already lists the ZIP codes of {city}.',
  },
  'salt-on-inland-place': {
    code: 'coast-contradiction',
    message: '"{claim}" speaks of salt air, but {city}\'s own page says it lies inland (description, line {line}: "{inland}")',
    hint: 'Name what wears doors in {city} instead (heat, humidity, storms, lightning), or, if salt does reach this place, change the city page first.',
    plain: '"{claim}" speaks of salt air, but the page of {city} says it lies inland',
    plainHint: 'Name what wears doors in {city} instead (heat, humidity, storms), or correct the page of {city} first.',
  },
  'salt-in-shared-copy': {
    code: 'coast-contradiction',
    message:
      '"{claim}" is shown on every neighborhood or service-in-city page, also those of {cities}, whose own pages say they lie inland',
    hint: "Leave salt air out of copy every place shares; say it in the own copy of the coastal places' pages.",
    plain: '"{claim}" is shown on the pages of inland places too ({cities})',
    plainHint: 'Leave salt air out of this shared text; write it on the pages of the places near the water.',
  },
  'city-in-shared-title': {
    code: 'place-leak',
    message: '"{text}" names {city}, but it is shown on the pages of every city',
    hint: "Write {{city}} for the page's own city where the copy has one (the city pages' templates), or words for the whole area such as \"here\"; never a city's name.",
    plain: '"{text}" names {city}, but it is shown on the pages of every city',
    plainHint: "Leave the city out, or write the words that put in the name of the page's own city.",
  },
  'other-city-in-title': {
    code: 'place-leak',
    message: '"{text}" is a heading or question of a page of {own}, and names {city}',
    hint: 'Name {own} (or one of its neighborhoods) instead, or leave the place out.',
    plain: '"{text}" is on a page of {own}, and names {city}',
    plainHint: 'Name {own} instead, or leave the place out.',
  },
  'person-mix': {
    code: 'place-leak',
    message: '"{sentence}" speaks of {who} and then to "you" (facts filled in)',
    hint: 'Say it to one person: "you get ..." throughout, or "{who} get ... when they ...". A fact placed in the sentence brings its own words: its value counts.',
    plain: '"{sentence}" speaks of {who} and then to "you"',
    plainHint: 'Say it to one person, for example "you get ..." throughout.',
  },
  'inland-on-coastal-place': {
    code: 'coast-contradiction',
    message: '"{claim}" calls {city} inland, but {city}\'s page lists salt among its issues',
    hint: 'Say which part of {city} lies away from the water, or remove the salt issue from the city page first.',
    plain: '"{claim}" calls {city} inland, but the page of {city} lists salt among its issues',
    plainHint: 'Say which part of {city} lies away from the water, or correct the page of {city} first.',
  },
  'claim-presence': {
    code: 'unsupported-claim',
    message: '"{claim}" claims a presence (how often the team is somewhere) that nothing on the site supports',
    hint: 'Say what the company does instead: "serves all of {{city}}", "based in Tampa", "same-day visits for calls before {{sameDayCutoff}}".',
    plain: '"{claim}" claims how often the team is somewhere, which a visitor cannot check',
    plainHint: 'Say what the company does instead: the places it serves, where it is based, its same-day service.',
  },
  'claim-rank': {
    code: 'unsupported-claim',
    message: '"{claim}" ranks the company above others without a source',
    hint: 'State something a visitor can check instead: the {{warranty}} warranty, the license ({{license}}), the reviews ({{averageRating}} from {{reviewCount}}).',
    plain: '"{claim}" ranks the company above others, which a visitor cannot check',
    plainHint: 'State something a visitor can check instead: the warranty, the license, the reviews.',
  },
  'claim-badge': {
    code: 'unsupported-claim',
    message: '"{claim}" names a badge (verified, certified) without saying who gave it',
    hint: 'Name what stands behind it ("works under {{license}}", "trained on the major brands"), or leave it out; sample reviews never say verified.',
    plain: '"{claim}" names a badge without saying who gave it',
    plainHint: 'Name what stands behind it, such as the license, or leave it out.',
  },

  // --- a range after a comparison (src/checks/rules/range-limits.ts)
  'range-after-older': {
    code: 'range-as-limit',
    message: RANGE_AS_LIMIT.message,
    hint: 'Say what holds for the whole range: "past the {range} most of them last", or "{range} old or more".',
    plain: RANGE_AS_LIMIT.plain,
    plainHint: 'Say what holds for the whole range, for example "past the {range} most of them last" or "{range} old or more".',
  },
  'range-after-newer': {
    code: 'range-as-limit',
    message: RANGE_AS_LIMIT.message,
    hint: 'Say what holds for the whole range: "well inside the {range} most of them last", or "{range} old or less".',
    plain: RANGE_AS_LIMIT.plain,
    plainHint: 'Say what holds for the whole range, for example "well inside the {range} most of them last" or "{range} old or less".',
  },
  'range-after-more': {
    code: 'range-as-limit',
    message: RANGE_AS_LIMIT.message,
    hint: 'Say what holds for the whole range: "{range} or more", or "beyond the usual {range}".',
    plain: RANGE_AS_LIMIT.plain,
    plainHint: 'Say what holds for the whole range, for example "{range} or more" or "beyond the usual {range}".',
  },
  'range-after-less': {
    code: 'range-as-limit',
    message: RANGE_AS_LIMIT.message,
    hint: 'Say what holds for the whole range: "within {range}", or "{range} or less".',
    plain: RANGE_AS_LIMIT.plain,
    plainHint: 'Say what holds for the whole range, for example "within {range}" or "{range} or less".',
  },
  'id-differs-from-file': {
    code: 'id-mismatch',
    message: "id '{id}' differs from the file name '{file}'",
    hint: 'Set id: {file} (or rename the file).',
    plain: 'This id does not match the entry it belongs to',
    plainHint: 'Set the id back to {file}.',
  },

  // --- routes and redirects (src/checks/rules/routes.ts, redirects.ts)
  'duplicate-route': {
    code: 'duplicate-route',
    message: 'two routes produce the page {url} (the other is line {otherLine})',
    hint: 'Change one of the route paths or remove the duplicate.',
    plain: 'Two pages would have the address {url}',
    plainHint: 'Change the address of one of them.',
  },
  'reserved-route': {
    code: 'reserved-path',
    message: 'the page {url} starts with {screen}',
    hint: "{screen} is the address of the editing screen: the host sends every path that starts with it the screen's headers (never indexed). Choose a path that does not start with {screen}.",
    plain: 'The address {url} is reserved for the editing screen',
    plainHint: 'Choose an address that does not start with {screen}.',
  },
  'reserved-redirect': {
    code: 'reserved-path',
    message: 'the redirect from {from} starts with {screen}',
    hint: "{screen} is the address of the editing screen: the host sends every path that starts with it the screen's headers (never indexed). Choose a path that does not start with {screen}.",
    plain: 'The address {from} is reserved for the editing screen',
    plainHint: 'Choose an address that does not start with {screen}.',
  },
  'missing-body': {
    code: 'missing-file',
    message: '{body} does not exist',
    hint: 'Create {body} or fix the path.',
    plain: 'The text of this page is missing',
    plainHint: 'Restore the deleted text.',
  },
  'unknown-parent': {
    code: 'unknown-id',
    message: "no route has the path '{parent}'",
    hint: 'Use the path of another route.',
    plain: 'There is no page {parent}',
    plainHint: 'Choose an existing page.',
  },
  'address-without-parent': {
    code: 'address-without-parent',
    message: "{parent}, the address of {path} without its last part, is neither a page nor a redirect's start",
    hint: 'Add a redirect under redirects: in site.yaml to the page that lists these pages: - { from: {parent}, to: {to} }',
    plain: 'The address {parent} (a page address shortened) leads to no page',
    plainHint: 'Under "Old addresses sent to new ones", send {parent} to {to}.',
  },
  'redirect-shadows-page': {
    code: 'redirect-shadows-page',
    message: '{from} is a page; a redirect from it would hide the page',
    hint: 'Remove the redirect or the page.',
    plain: 'A redirect from {from} would hide that page',
    plainHint: 'Remove the redirect, or the page.',
  },
  'redirect-loop': {
    code: 'redirect-loop',
    message: 'redirect loop: {chain}',
    hint: 'Point one of these redirects at a page.',
    plain: 'These redirects go round in a circle: {chain}',
    plainHint: 'Point one of them at a real page.',
  },
  'redirect-chain': {
    code: 'redirect-chain',
    message: '{from} redirects to {to}, which redirects again ({chain})',
    hint: 'Point it at {final} directly: a visitor and a search engine take one hop.',
    plain: '{to} is itself a redirect',
    plainHint: 'Point it at {final} directly.',
  },
  'redirect-to-nothing': {
    code: 'redirect-to-nothing',
    message: 'redirect target {to} is not a page',
    hint: 'Point it at an existing page (if {to} was removed, at {parent}), or remove the redirect.',
    plain: 'There is no page {to}',
    plainHint: 'Point it at an existing page, for example {parent}, or remove the redirect.',
  },
  'duplicate-redirect': {
    code: 'duplicate-redirect',
    message: '{from} is redirected twice (also by redirect {first}, line {firstLine}, to {firstTo})',
    hint: 'Keep one redirect from this path.',
    plain: '{from} is already redirected, to {firstTo}',
    plainHint: 'Keep one of the two redirects.',
  },
  'suggestion-to-nothing': {
    code: 'suggestion-to-nothing',
    message: 'suggested page {to} does not exist',
    hint: 'Suggest an existing page.',
    plain: 'There is no page {to}',
    plainHint: 'Suggest an existing page.',
  },
  'bad-pattern': {
    code: 'schema',
    message: 'not a valid regular expression: {reason}',
    hint: 'Fix the expression.',
    plain: 'This address pattern cannot be read',
    plainHint: 'Undo your last change to it.',
  },
  'pattern-to-nothing': {
    code: 'suggestion-to-nothing',
    message: 'no route has the form {to}',
    hint: 'Point the pattern at a route of site.yaml.',
    plain: 'No page has an address like {to}',
    plainHint: 'Point it at an existing kind of page.',
  },
  'link-to-nothing': {
    code: 'broken-link',
    message: 'link to {href}, which is not a page',
    hint: 'No page has this address. If the page was removed on purpose, remove this link, and add a redirect under redirects: in site.yaml so old links keep working: - { from: {href}, to: {parent} }',
    plain: 'The link to {href} leads to no page',
    plainHint: 'Link to an existing page, or remove the link.',
  },
  'link-to-redirect': {
    code: 'broken-link',
    message: 'link to {href}, which is not a page (it is a redirect)',
    hint: 'Link to {target} directly.',
    plain: 'The link to {href} leads to a redirect',
    plainHint: 'Link to {target} directly.',
  },

  // --- copy (src/checks/rules/copy.ts)
  'unknown-constant': {
    code: 'unknown-constant',
    message: 'unknown placeholder {{{name}}}',
    hint: 'Use a key of site.yaml constants.',
    plain: 'There is no business fact {{{name}}}',
    plainHint: 'Choose a fact from the list of business facts.',
    guessHint: 'Did you mean {{{guess}}}?',
    guessPlainHint: 'Did you mean {{{guess}}}?',
  },
  'fact-braces': {
    code: 'unknown-constant',
    message: "'{typed}' names the fact {fact} without its two braces on each side: the page would show it as typed",
    hint: 'Write {{{fact}}}.',
    plain: "'{typed}' would show on the page as typed",
    plainHint: 'Write the fact with two braces on each side: {{{fact}}}.',
  },
  'constant-literal': {
    code: 'constant-literal',
    message: "'{value}' is typed into copy, but site.yaml holds it as a constant",
    hint: 'Write {{{fact}}} instead, so that one change in site.yaml updates every page.',
    plain: "'{value}' is typed by hand, but it is a business fact",
    plainHint: 'Write {{{fact}}} instead, so that it stays right when the fact changes.',
  },
  'symbol-twice': {
    code: 'constant-literal',
    message: "'{typed}' types a {symbol} beside {{{fact}}}, whose value ({value}) has one already",
    hint: "Delete the typed {symbol}: the page would say '{shown}'.",
    plain: "'{typed}' would show as '{shown}': the fact has its {symbol} already",
    plainHint: 'Delete the {symbol} typed beside it.',
  },
  'computed-count': {
    code: 'computed-count',
    message: "'{typed}' types a count that the site computes",
    hint: 'Write {{{fact}}} instead of the number, so that it stays right when an item is added or removed.',
    plain: "'{typed}' types a count by hand",
    plainHint: 'Write {{{fact}}} instead of the number, so that it stays right when an entry is added or removed.',
  },
  'markup-in-text': {
    code: 'markup-in-text',
    message: "bold, a link or a tag typed into plain text, which the page shows as typed: '{typed}'",
    hint: 'Write the words alone; bold, links and headings go in a long text (.mdx).',
    plain: "'{typed}' would show on the page as typed",
    plainHint: 'This text has no bold, links or tags: write the words alone.',
  },
  'typed-claim': {
    code: 'typed-claim',
    message: "'{claim}' types a rating or a review figure into copy",
    hint: 'Ratings and review figures are counted from content/reviews.yaml: write {{averageRating}}, {{reviewCount}}, {{fiveStarCount}} or {{fiveStarShare}}.',
    plain: "'{claim}' types a rating or review figure by hand",
    plainHint: 'Write {{averageRating}}, {{reviewCount}}, {{fiveStarCount}} or {{fiveStarShare}}: they are counted from the reviews.',
  },
  'residue-word': {
    code: 'residue',
    message: "'{word}' is left over from another business",
    hint: 'Rewrite the sentence for this business.',
    plain: "'{word}' belongs to another business",
    plainHint: 'Rewrite the sentence for this business.',
  },
  'typed-phone': {
    code: 'residue',
    message: "a phone number is typed into copy: '{typed}'",
    hint: 'Write {{phone}} instead.',
    plain: "'{typed}' is a phone number typed by hand",
    plainHint: 'Write {{phone}} instead: it is always the business number.',
  },
  'typed-address': {
    code: 'residue',
    message: "a web address or e-mail is typed into copy: '{typed}'",
    hint: 'Remove it, or use {{email}} for our address.',
    plain: "'{typed}' is a web address or e-mail typed by hand",
    plainHint: 'Remove it, or write {{email}} for the business e-mail.',
  },

  // --- placeholders (src/checks/rules/placeholders.ts)
  'sample-item': {
    code: 'placeholder',
    message: 'sample {kind}{name} is not real content',
    hint: 'Replace it with a real {kind} and remove sample: true.',
    plain: 'This {kind} is a sample, not real content',
    plainHint: 'Replace it with a real {kind}, then switch "sample" off.',
  },
  'unconfirmed-claim': {
    code: 'unconfirmed-claim',
    message: "the claim {fact} '{value}' is not confirmed by the owner; it rests on {source}",
    hint: 'Check {value} against {source}; correct the value if it is wrong, then set confirmed: true.',
    plain: "The figure '{value}' is not confirmed by the owner yet",
    plainHint: 'Check it against {source}, correct it if needed, then tick "Confirmed by the owner".',
  },
  'listed-placeholder': {
    code: 'placeholder',
    message: '{key} is a placeholder value (listed under placeholders: in site.yaml)',
    hint: "Put the real value in {key}, then remove '{key}' from placeholders:.",
    plain: 'This is a placeholder value',
    plainHint: 'Put in the real value before the site goes live.',
  },
  'placeholder-phone': {
    code: 'placeholder',
    message: 'the phone number {display} is a fictional 555-01xx number',
    hint: 'Put the business phone in business.phone (display and e164).',
    plain: 'The phone number {display} is made up',
    plainHint: "Put in the business's phone number before the site goes live.",
  },
  'placeholder-email': {
    code: 'placeholder',
    message: 'the e-mail {email} is a placeholder',
    hint: 'Put the business e-mail in business.email.',
    plain: 'The e-mail address {email} is made up',
    plainHint: "Put in the business's e-mail address before the site goes live.",
  },
  'placeholder-url': {
    code: 'placeholder',
    message: 'the site URL {url} is a placeholder',
    hint: 'Put the real domain in site.url.',
    plain: 'The web address {url} is made up',
    plainHint: "Put in the site's real address before it goes live.",
  },
  'placeholder-link': {
    code: 'placeholder',
    message: 'the {name} link {url} is a placeholder',
    hint: "Put the business's {name} address here.",
    plain: 'The {name} link is made up',
    plainHint: "Put in the business's {name} address before the site goes live.",
  },

  // --- schema (src/manifest/validate.ts): the plain words come from plain-schema.ts
  'unknown-key': {
    code: 'schema',
    message: "unknown key '{key}'",
    hint: 'Remove it; allowed keys here: {allowed}.',
    plain: 'This field does not belong here',
    plainHint: 'Remove it.',
  },
  'unknown-key-renamed': {
    code: 'schema',
    message: "unknown key '{key}'",
    hint: "Did you mean '{to}'? Rename the key.",
    plain: 'This field does not belong here',
    plainHint: 'Did you mean {to}?',
  },
  'unknown-key-former': {
    code: 'schema',
    message: "'{key}' is the old name of '{to}' (the {label})",
    hint: "Rename '{key}' to '{to}'; the value stays as it is.",
    plain: 'The {label} is written under its old name',
    plainHint: 'Write it under its new name, {label}; the value stays the same.',
  },
  'unknown-key-case': {
    code: 'schema',
    message: "unknown key '{key}'",
    hint: 'Names here are camelCase (a lower-case letter, then letters and digits){rename}.',
    plain: "The name '{key}' cannot be used",
    plainHint: 'Write the name with letters and digits only, starting with a lower-case letter.',
  },
  'unknown-keys': {
    code: 'schema',
    message: 'unknown keys {keys}',
    hint: 'These keys do not belong here; was the line above them (their parent key) deleted or mis-indented? Allowed keys here: {allowed}.',
    plain: 'These fields do not belong here',
    plainHint: 'Undo your last change here.',
  },
  'missing-key': {
    code: 'schema',
    message: "missing required key '{key}'",
    hint: "Add '{key}:' to this entry (see another file of the same kind for an example).",
    plain: 'The {label} cannot be empty',
    plainHint: 'Fill in the {label}.',
  },
  'missing-choice': {
    code: 'schema',
    message: "missing required key '{key}'",
    hint: "Add '{key}:' to this entry with one of its allowed values (see another file of the same kind for an example).",
    plain: 'No {label} is chosen',
    plainHint: 'Choose the {label}.',
  },
  'not-allowed-value': {
    code: 'schema',
    message: "'{value}' is not one of the allowed values",
    hint: 'Use one of: {allowed}.',
    plain: "'{value}' is not a choice for the {label}",
    plainHint: 'Choose one of: {allowed}.',
  },
  'wrong-form': {
    code: 'schema',
    message: "'{value}' does not have the expected form",
    hint: 'Expected: {expected}.',
    plain: "'{value}' is not {what}",
    plainHint: '{example}',
  },
  // A date, time or month the editing screen cannot read: the check's words at the field are the
  // field's own note (src/editing/screen/date-widget.tsx and the others say these).
  'unreadable-date': {
    code: 'schema',
    message: "'{value}' does not have the expected form",
    hint: 'Expected: {expected}.',
    plain: '"{value}" is not a date we can read',
    plainHint: '{example}',
  },
  'unreadable-time': {
    code: 'schema',
    message: "'{value}' does not have the expected form",
    hint: 'Expected: {expected}.',
    plain: '"{value}" is not a time we can read',
    plainHint: '{example}',
  },
  'unreadable-month': {
    code: 'schema',
    message: "'{value}' does not have the expected form",
    hint: 'Expected: {expected}.',
    plain: '"{value}" is not a month we can read',
    plainHint: '{example}',
  },
  /** A time typed as a bare hour 1 to 11 ("5", "4:30", "9"): asked about, never guessed (src/manifest/plain-schema.ts halfUnsaid). */
  'half-day-unsaid': {
    code: 'schema',
    message: "'{value}' does not have the expected form",
    hint: 'Expected: {expected}.',
    plain: 'Is "{value}" in the morning or the afternoon?',
    plainHint: 'Write {time} AM or {time} PM.',
  },
  'wrong-type': {
    code: 'schema',
    message: 'must be {type}, found {found}',
    hint: 'Write {type} here.',
    plain: 'The {label} must be {type}',
    plainHint: 'Write {type} here.',
  },
  'wrong-type-quote': {
    code: 'schema',
    message: 'must be {type}, found {found}',
    hint: 'Put the value in double quotes{example}.',
    plain: 'The {label} must be a text',
    plainHint: 'Write it as a text.',
  },
  'wrong-type-braces': {
    code: 'schema',
    message: 'must be {type}, found {found}',
    hint: 'Put the text in double quotes (a text that starts with {{ or contains ": " needs them).',
    plain: 'The {label} must be a text',
    plainHint: 'Write it as a text.',
  },
  'wrong-type-glued': {
    code: 'schema',
    message: 'must be {type}, found {found}',
    hint: 'Put a space after the colon ("key: value"), on its own line below the key above.',
    plain: 'The {label} must be {type}',
    plainHint: 'Write {type} here.',
  },
  'too-few': {
    code: 'schema',
    message: 'has {count} items; must NOT have fewer than {limit} items',
    hint: 'Add items to the list.',
    plain: 'The {label} list needs at least {limit}',
    plainHint: 'Add {more} more.',
  },
  'empty-list': {
    code: 'schema',
    message: 'has no items; must NOT have fewer than {limit} items',
    hint: 'Add items to the list.',
    plain: 'The {label} list is empty',
    plainHint: 'Add at least {limit}.',
  },
  'too-many': {
    code: 'schema',
    message: 'has {count} items; must NOT have more than {limit} items',
    hint: 'Remove items from the list.',
    plain: 'The {label} list can have at most {limit}',
    plainHint: 'Remove {more}.',
  },
  'empty-text': {
    code: 'schema',
    message: 'is {length} characters long; must NOT have fewer than {limit} characters',
    hint: 'Write a longer text.',
    plain: 'The {label} cannot be empty',
    plainHint: 'Fill in the {label}.',
  },
  'too-short': {
    code: 'schema',
    message: 'is {length} characters long; must NOT have fewer than {limit} characters',
    hint: 'Write a longer text.',
    plain: 'The {label} is too short',
    plainHint: 'Write at least {limit} characters.',
  },
  'too-long': {
    code: 'schema',
    message: 'is {length} characters long; must NOT have more than {limit} characters',
    hint: 'Shorten the text.',
    plain: 'The {label} is too long',
    plainHint: 'Shorten it to {limit} characters or fewer.',
  },
  'out-of-range': {
    code: 'schema',
    message: 'must be {op} {limit}, found {value}',
    hint: 'Write a number {comparison} {limit}.',
    plain: 'The {label} must be {comparison} {limit}',
    plainHint: 'Write a number {comparison} {limit}.',
  },
  'template-text': {
    code: 'template-text',
    message: "still holds the new entry's template text (it starts with ✎)",
    hint: "Write the entry's own text in place of the ✎ text (schema/templates/ holds the templates).",
    plain: "The {label} still holds the template's example text",
    plainHint: "Write this entry's own {label} in place of the text that starts with ✎.",
  },
  'listed-twice': {
    code: 'schema',
    message: "'{value}' is listed twice (items {first} and {second})",
    hint: 'Remove one of the two.',
    plain: "'{value}' is chosen twice",
    plainHint: 'Remove one of the two.',
  },
  'invalid-value': {
    code: 'schema',
    message: '{reason}',
    hint: 'Change the value to match what is expected.',
    plain: 'The {label} is not valid',
    plainHint: 'Change it to the kind of value the field asks for.',
  },

  // --- files and page copy (src/manifest/load.ts, local.ts)
  'file-not-found': {
    code: 'missing-file',
    message: 'file not found',
    hint: 'Create {file}.',
  },
  'copy-file-missing': {
    code: 'missing-file',
    message: "file not found: the {kind} page's copy",
    hint: 'Create content/pages/{kind}.yaml with the blocks of the {kind} page (the previous version of the file has them).',
    plain: 'The text of the {kind} page is missing',
    plainHint: 'Restore the deleted text of the page.',
  },
  'block-missing': {
    code: 'missing-block',
    message: "the block '{block}' is missing; the {kind} page needs it",
    hint: "Add '{block}:' under blocks: with its fields (the previous version of this file has it).",
    plain: 'A part of the {kind} page is missing',
    plainHint: 'Restore the deleted part of the page.',
  },
  'block-field-missing': {
    code: 'missing-block',
    message: "the block '{block}' has no '{field}'; the {kind} page needs it",
    hint: "Add '{field}:' to the block '{block}'.",
    plain: 'The {label} cannot be empty',
    plainHint: 'Fill in the {label}.',
  },
  'block-renamed': {
    code: 'missing-block',
    message: "the {kind} page needs a block named '{block}'; this file calls it '{other}'",
    hint: "Rename '{other}:' back to '{block}:'.",
    plain: 'A part of the {kind} page was renamed',
    plainHint: 'Undo the change to its name.',
  },
  'block-instead': {
    code: 'missing-block',
    message: "the {kind} page needs a block named '{block}'; this file has '{other}' instead",
    hint: "Rename '{other}:' to '{block}:'.",
    plain: 'A part of the {kind} page was renamed',
    plainHint: 'Undo the change to its name.',
  },
  'block-unknown': {
    code: 'schema',
    message: "the {kind} page has no block '{block}'",
    hint: 'Remove it, or rename it to one of the blocks the page shows: {allowed}.',
    plain: 'The {kind} page has no such part',
    plainHint: 'Remove it.',
  },
  'unknown-kind': {
    code: 'unknown-kind',
    message: "there is no page kind '{kind}'",
    hint: 'The page kinds are: {kinds} (one folder each in src/kinds/).',
    guessHint: "Did you mean '{guess}'? The page kinds are: {kinds} (one folder each in src/kinds/).",
    plain: "There is no kind of page '{kind}'",
    plainHint: 'Choose one of: {kinds}.',
  },
  'not-utf8': {
    code: 'encoding',
    message: 'this file is not saved as UTF-8: a character near "{near}" would show as \uFFFD',
    hint: 'Save the file with UTF-8 encoding (in VS Code: click the encoding in the status bar, "Save with Encoding", UTF-8), then retype that character.',
    plain: 'A character near "{near}" cannot be read',
    plainHint: 'Retype the special characters (accents, quotes) near it.',
  },
  'local-file-unread': {
    code: 'unlisted-file',
    message: 'no page reads this file',
    hint: "Put a service-in-city page's copy in content/local/services/<service>/<city>.yaml and a neighborhood page's in content/local/neighborhoods/<city>/<neighborhood>.yaml.",
  },
  'local-unknown-place': {
    code: 'unknown-id',
    message: "'{id}' is not a {key}{of}",
    hint: 'Use one of: {known}.',
    plain: 'This text is for a {key} the site no longer has',
    plainHint: 'Delete this text, or put the {key} back.',
  },
  'local-wrong-place': {
    code: 'id-mismatch',
    message: "{key} '{id}' differs from the file's place ({expected})",
    hint: "Set {key}: {expected}, or move the file. Put a service-in-city page's copy in content/local/services/<service>/<city>.yaml and a neighborhood page's in content/local/neighborhoods/<city>/<neighborhood>.yaml.",
    plain: 'This text belongs to {expected}, not to {id}',
    plainHint: 'Set it back to {expected}.',
  },

  // --- the build's checks (src/checks/check.ts)
  'check-fault': {
    code: 'internal',
    message: 'the check could not read this file to the end: {reason}',
    hint: 'Look at your last change in this file (compare it with a file of the same kind); if it looks right, tell a developer this message.',
  },
  'page-fault': {
    code: 'internal',
    message: '{pages} cannot be built: {reason}',
    hint: 'Look at your last change in this file; if it looks right, tell a developer this message.',
  },
  'kind-without-collection': {
    code: 'kind-collection',
    message: 'a {kind} page is not about one item of a collection, but this route expands over {collection}',
    hint: "Remove 'collection: {collection}' from this route, or use a kind made for one item of {collection}.",
  },
  'kind-other-collection': {
    code: 'kind-collection',
    message: 'a {kind} page is about one item of {wanted}, but this route expands over {collection}',
    hint: "Set 'collection: {wanted}' on this route (its path then needs one :parameter per item it binds).",
  },
  'kind-no-collection': {
    code: 'kind-collection',
    message: 'a {kind} page is about one item of {wanted}, but this route has no collection',
    hint: "Set 'collection: {wanted}' on this route (its path then needs one :parameter per item it binds).",
  },
  'route-changed': {
    code: 'route-changed',
    message: '{detail}',
    hint: "The code's links were made from another site.yaml than this one: run the check in this site's own folder, where they are regenerated.",
  },
  'route-new': {
    code: 'route-changed',
    message: '{detail}',
    hint: "The code cannot link to this page yet: run the check in this site's own folder, where the links are regenerated.",
    plain: 'A new kind of page was added',
    plainHint: 'Tell the person who maintains the website.',
  },
  'title-too-long': {
    code: 'schema',
    message: 'the title is {length} characters once filled, more than {max}: "{title}" ({pages})',
    hint: 'Shorten the title (search engines cut it off), or add a shorter title as the last of the list.',
    plain: 'The page title is too long ({length} characters, at most {max})',
    plainHint: 'Shorten it: search engines cut long titles off.',
  },
  'same-title': {
    code: 'schema',
    message: 'two pages have the same title: {other} and this one: "{title}" ({pages})',
    hint: 'Give each page its own title (use {{service}}, {{city}} ... in a route shared by many pages).',
    plain: 'Two pages have the title "{title}"',
    plainHint: 'Give each page its own title.',
  },
  'description-too-short': {
    code: 'schema',
    message: 'the description is {length} characters once filled ({min}-{max} wanted): "{description}" ({pages})',
    hint: 'Write a fuller description.',
    plain: 'The search summary of {pages} is too short with its facts filled in ({length} characters, at least {min})',
    plainHint: 'Write a fuller summary.',
  },
  'description-too-long': {
    code: 'schema',
    message: 'the description is {length} characters once filled ({min}-{max} wanted): "{description}" ({pages})',
    hint: 'Shorten the description.',
    plain: 'The search summary of {pages} is too long with its facts filled in ({length} characters, at most {max})',
    plainHint: 'Shorten the summary, or a fact it uses.',
  },
  'same-description': {
    code: 'schema',
    message: 'two pages have the same description: {other} and this one ({pages})',
    hint: 'Give each page its own description.',
    plain: 'Two pages have the same search summary',
    plainHint: 'Give each page its own summary.',
  },

  // --- page bodies (src/manifest/body.ts)
  'mdx-empty': {
    code: 'empty-body',
    message: 'this page body is empty, so the page would be published without its text',
    hint: 'Write the text (plain Markdown), or restore the file from the previous version.',
  },
  'mdx-undefined': {
    code: 'mdx',
    message: '{written} is code (single braces), and a page body holds no code',
    hint: 'To insert the fact, write {{{inner}}} (two braces). To show a literal { or <, write \\{ or \\< (or &lt;); to insert a fact, write {{name}}.',
    plain: 'Single braces around {inner} do not insert a fact',
    plainHint: 'Write {{{inner}}} (two braces on each side).',
  },
  'mdx-code': {
    code: 'mdx',
    message: '{written} is code, and a page body holds no code: nothing in it is run, on the server or in a browser',
    hint: 'Remove it. To show a literal { or <, write \\{ or \\< (or &lt;); to insert a fact, write {{name}}; a comment is {/* ... */} with nothing else inside.',
    plain: 'A { in the text starts code',
    plainHint: 'Remove the braces, or write \\{ to show one.',
  },
  'mdx-import': {
    code: 'mdx',
    message: 'import and export lines are not allowed in a page body',
    hint: 'Remove the line; a page body is text, Markdown and HTML tags.',
    plain: 'This line is code, not text',
    plainHint: 'Remove the line.',
  },
  'mdx-component': {
    code: 'mdx',
    message: '<{tag}> is not a component this site has',
    hint: 'Use plain Markdown or an HTML tag (lower-case, e.g. <p>). To show a literal { or <, write \\{ or \\< (or &lt;); to insert a fact, write {{name}}.',
    plain: '<{tag}> is not something the site can show',
    plainHint: 'Remove it, or write plain text.',
  },
  'mdx-attribute-code': {
    code: 'mdx',
    message: 'an attribute of <{tag}> is written as code ({...})',
    hint: 'Write attribute values in quotes, e.g. title="Florida".',
    plain: 'A value of <{tag}> is written as code',
    plainHint: 'Write the value in quotes, e.g. title="Florida".',
  },
  'body-element': {
    code: 'unsafe-body',
    message: '<{tag}> is not allowed in a page body: {why}',
    hint: 'Remove the tag. A page body may use Markdown and these tags: {allowed}.',
    plain: '<{tag}> cannot be used in the text',
    plainHint: 'Remove it; write plain text and links.',
  },
  'body-attribute': {
    code: 'unsafe-body',
    message: 'the attribute {attribute} of <{tag}> is not allowed in a page body',
    hint: 'Remove {attribute}. On <{tag}> a page body may use: {allowed}.',
    plain: 'The tag <{tag}> has a setting the site does not accept ({attribute})',
    plainHint: 'Remove {attribute} from the tag.',
  },
  'body-url': {
    code: 'unsafe-body',
    message:
      'the link "{url}" is not allowed in a page body: only https:// and http:// addresses, addresses on this site (starting with /), #anchors, mailto: and tel: links are',
    hint: 'Write a full address (https://...), a page of this site (starting with /), or remove the link.',
    plain: 'This link cannot be used',
    plainHint: 'Link to a page of the site (starting with /) or a full https:// address.',
  },
  'mdx-void-tag': {
    code: 'mdx',
    message: '<{tag}> must close itself in MDX',
    hint: 'Write <{tag} /> (with the slash).',
    plain: '<{tag}> must close itself',
    plainHint: 'Write <{tag} /> (with the slash).',
  },
  'mdx-unclosed-tag': {
    code: 'mdx',
    message: 'the tag <{tag}> is opened and never closed',
    hint: 'Close it with </{tag}> (or write <{tag} /> for a tag without content). To show a literal { or <, write \\{ or \\< (or &lt;); to insert a fact, write {{name}}.',
    plain: 'The tag <{tag}> is opened and never closed',
    plainHint: 'Close it with </{tag}>.',
  },
  'mdx-stray-closing': {
    code: 'mdx',
    message: 'a closing tag </{tag}> has no opening tag',
    hint: 'Remove it or add the opening tag. To show a literal { or <, write \\{ or \\< (or &lt;); to insert a fact, write {{name}}.',
    plain: 'The closing tag </{tag}> has no opening tag',
    plainHint: 'Remove it, or add the opening tag.',
  },
  'mdx-stray-slash': {
    code: 'mdx',
    message: 'a closing tag has no opening tag',
    hint: 'Remove it or add the opening tag. To show a literal { or <, write \\{ or \\< (or &lt;); to insert a fact, write {{name}}.',
    plain: 'A closing tag has no opening tag',
    plainHint: 'Remove it, or add the opening tag.',
  },
  'mdx-bad-brace': {
    code: 'mdx',
    message: 'a { starts code in MDX and this one is not valid code',
    hint: 'To show a literal { or <, write \\{ or \\< (or &lt;); to insert a fact, write {{name}}.',
    plain: 'A { in the text starts code',
    plainHint: 'Remove it, or write \\{ to show one.',
  },
  'mdx-html-comment': {
    code: 'mdx',
    message: 'HTML comments (<!-- -->) are not allowed in MDX',
    hint: 'Remove the comment, or write it as {/* comment */}.',
    plain: 'Comments (<!-- -->) are not allowed here',
    plainHint: 'Remove the comment.',
  },
  'mdx-autolink': {
    code: 'mdx',
    message: 'a link in angle brackets (<https://...>) is not allowed in MDX',
    hint: 'Write it as [text](https://...).',
    // On the screen this is a link made with no words selected: its words are its address.
    plain: 'A link shows its web address instead of words',
    plainHint: 'Select the words to link first, then press Link and give the address (as Markdown: [words](https://...)).',
  },
  'mdx-typed-link': {
    code: 'mdx',
    message: "a link typed as text ('{typed}'): its brackets are escaped, so the page shows them as typed",
    hint: "Remove the backslashes before [ and ], or make the link with the editor's Link button.",
    plain: "'{typed}' is typed as text: the page would show its brackets",
    plainHint: 'Select the words, press Link and give the address there; then delete the typed brackets and address.',
  },
  'mdx-stray-less-than': {
    code: 'mdx',
    message: 'a < starts a tag in MDX, and what follows is not a tag',
    hint: 'To show a literal { or <, write \\{ or \\< (or &lt;); to insert a fact, write {{name}}.',
    plain: 'A < in the text starts a tag',
    plainHint: 'Write \\< or &lt; to show one.',
  },
  'mdx-other': {
    code: 'mdx',
    message: 'the MDX cannot be compiled: {reason}',
    hint: 'Look at this line and the one above it. To show a literal { or <, write \\{ or \\< (or &lt;); to insert a fact, write {{name}}.',
  },

  // --- YAML syntax (src/manifest/yaml-errors.ts)
  'yaml-tab': {
    code: 'yaml-syntax',
    message: 'a tab is used for indentation',
    hint: 'Indent with spaces only (2 per level), like the line above; replace the tab.',
  },
  'yaml-indent': {
    code: 'yaml-syntax',
    message: 'this line is indented {indent} {spaces}, which matches no block above it',
    hint: 'Indent it like the line above ({expected} spaces): keys of one block start at the same column.',
  },
  'yaml-duplicate-key': {
    code: 'yaml-syntax',
    message: "key '{key}' appears twice{first}",
    hint: "Keep one '{key}:' in this block: remove or merge the other, or rename one of them.",
    plain: "The field '{key}' is given twice",
    plainHint: 'Keep one of the two.',
  },
  'yaml-braces': {
    code: 'yaml-syntax',
    message: 'a value that starts with {{ reads as a YAML mapping',
    hint: 'Put the whole text in double quotes: {key}: "{value}"',
  },
  'yaml-colon-in-text': {
    code: 'yaml-syntax',
    message: "text containing ': ' must be quoted",
    hint: 'Put the text in double quotes: {key}: "{value}"',
  },
  'yaml-bad-start': {
    code: 'yaml-syntax',
    message: "a value cannot start with '{char}' unquoted",
    hint: 'Put the text in double quotes: {key}: "{value}"',
  },
  'yaml-glued': {
    code: 'yaml-syntax',
    message: 'a key needs a space after its colon',
    hint: 'Write "{key}: {value}".',
  },
  'yaml-unclosed-quote': {
    code: 'yaml-syntax',
    message: 'a quote is opened and not closed',
    hint: 'Close the quote on the same line (write \\" for a quote inside double quotes), or remove it.',
    plain: 'A quote is opened and not closed',
    plainHint: 'Close the quote, or remove it.',
  },
  'yaml-unclosed-bracket': {
    code: 'yaml-syntax',
    message: "a '{open}' is opened and not closed",
    hint: "Close it with '{close}' on the same line (a list in brackets: [a, b, c]), or write the list one '- item' per line.",
    plain: "A '{open}' is opened and not closed",
    plainHint: "Close it with '{close}', or remove it.",
  },
  'yaml-misfit': {
    code: 'yaml-syntax',
    message: 'the line does not fit the block around it',
    hint: 'Indent it like the line above; a "key: value" needs a space after the colon; quote text that contains ": ".',
  },
  'yaml-other': {
    code: 'yaml-syntax',
    message: '{reason}',
    hint: 'Compare the line with the ones around it: 2 spaces per level, "- " before a list item, quotes around text with ": " or a leading {{.',
  },
  'yaml-value-and-block': {
    code: 'yaml-syntax',
    message: "'{key}' has a value on its line and indented lines under it",
    hint: "Remove the text after '{key}:' (the indented lines below are what it holds), or unindent the lines below it.",
  },
  'yaml-no-colon': {
    code: 'yaml-syntax',
    message: "'{text}' has indented lines under it but no ':' after it",
    hint: "Write '{text}:' if it names the lines below it (a key ends with a colon), or remove the line.",
  },
  'yaml-block-header': {
    code: 'yaml-syntax',
    message: "'{header}' must end its line: the text it starts goes on the lines below",
    hint: "Move what follows '{header}' to the next line, indented 2 spaces more than this one.",
  },
  'yaml-quote-inside': {
    code: 'yaml-syntax',
    message: 'the text goes on after its closing quote',
    hint: 'Write a quote inside double quotes as \\", or put the text in single quotes; or remove the extra quote.',
    plain: 'A quote ends the text too early',
    plainHint: 'Remove the extra quote.',
  },
  'yaml-escape': {
    code: 'yaml-syntax',
    message: "'{escape}' is not something a backslash can write in double quotes",
    hint: 'Write \\\\ for a backslash, or put the text in single quotes (a backslash there is plain text).',
  },
  'yaml-collection-key': {
    code: 'yaml-syntax',
    message: "a list in [ ] or a block in { } is followed by ': ', which would make it a key",
    hint: "Remove the ': ' after the closing bracket and what follows it, or put the whole text in double quotes.",
  },
  'yaml-documents': {
    code: 'yaml-syntax',
    message: "a line '---' starts a second document, and a file holds one",
    hint: "Remove the '---' line.",
  },
  'yaml-sigil': {
    code: 'yaml-syntax',
    message: "a value cannot start with '{char}' unquoted",
    hint: 'Put the text in double quotes.',
  },

  // --- a list's keys, each once (src/manifest/consistency.ts)
  'route-path-twice': {
    code: 'duplicate-route',
    message: 'two routes have the path {path} (the other is line {firstLine})',
    hint: 'Change the path of one of them, or remove one: each page has one route.',
  },
  'key-twice': {
    code: 'duplicate-id',
    message: "{item} {keyWord} '{value}' appears twice (first on line {firstLine})",
    hint: 'Give each {item} its own {keyWord}, or remove one of the two.',
    plain: "Two {items} have the {keyWord} '{value}'",
    plainHint: 'Give each {item} its own {keyWord}, or remove one of the two.',
  },
  'listed-again': {
    code: 'schema',
    message: "'{value}' is listed twice (first on line {firstLine})",
    hint: 'Remove one of the two.',
    plain: "'{value}' is chosen twice",
    plainHint: 'Remove one of the two.',
  },
} as const satisfies Record<string, MessageEntry>;

export type MessageId = keyof typeof MESSAGES;

type TextKey = 'message' | 'hint' | 'plain' | 'plainHint' | 'guessHint' | 'guessPlainHint';
type Texts<Id extends MessageId> = Extract<(typeof MESSAGES)[Id][keyof (typeof MESSAGES)[Id] & TextKey], string>;
/** The parameter names a message's texts fill; of a union of ids, those of every one. */
type ParamName<Id extends MessageId> = Id extends MessageId ? TemplateParams<Texts<Id>> : never;

/**
 * The parameters of a message, read from its texts: a misspelt or missing one is a compile error.
 * `guess` (a close candidate) is optional for every message: given, it turns the hint into
 * "did you mean". A union of ids needs the parameters of each.
 */
export type MessageParams<Id extends MessageId> = { [Name in Exclude<ParamName<Id>, 'guess'>]: string | number } & { guess?: string };

/** Ids of messages with a text the compiler cannot read (a `+` joins it): none, or their parameters go unchecked. */
export type UnreadTexts = { [Id in MessageId]: string extends Texts<Id> ? Id : never }[MessageId];

/** One message and its parameters, checked together: what a rule collects before it reports. */
export type Message = { [Id in MessageId]: { id: Id; params: MessageParams<Id> } }[MessageId];

/** Fills `{name}` with params.name; a fact `{{name}}` and a parameter not given stay as written. */
export const fill = fillTemplate;

/** A list for a message: every item when few, else the first few and how many more. */
export function listed(items: readonly string[], max = 8): string {
  return items.length > max ? `${items.slice(0, max).join(', ')} and ${items.length - max} more` : items.join(', ');
}

/** The four texts of one message, filled; a close candidate (`guess`) turns the hint into "did you mean". */
export function render<Id extends MessageId>(
  id: Id,
  params: MessageParams<Id>,
): { code: ErrorCode; message: string; hint: string; plain: string; plainHint: string } {
  const entry: MessageEntry = MESSAGES[id];
  const guessed = params.guess !== undefined && params.guess !== '';
  return {
    code: entry.code,
    message: fill(entry.message, params),
    hint: fill(guessed ? (entry.guessHint ?? DID_YOU_MEAN.hint) : entry.hint, params),
    plain: fill(entry.plain ?? CODES[entry.code].plain, params),
    plainHint: fill(guessed ? (entry.guessPlainHint ?? DID_YOU_MEAN.plainHint) : (entry.plainHint ?? CODES[entry.code].plainHint), params),
  };
}
