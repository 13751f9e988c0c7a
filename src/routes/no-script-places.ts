/*
 * The empty `<noscript>` places of the pages that answer 404, where the owner's server puts, for a
 * visitor without JavaScript, what the page's script adds itself (src/server/not-found-fill.ts). A
 * browser with JavaScript never reads a noscript's content, and React does not hydrate it.
 */

/** The not-found page's place: the page the path suggests ("Were you looking for this page?"). */
export const NO_SCRIPT_SUGGESTION = 'nf-suggestion-without-script';

/** A stand-in page's place (an unknown city, brand or neighborhood): the page one slip of the keyboard away. */
export const NO_SCRIPT_NEAR = 'near-without-script';
