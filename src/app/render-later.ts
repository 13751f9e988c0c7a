/**
 * The page's first paint renders the header and the first section; the sections after it and the
 * footer wait (`content-visibility: auto`) and are rendered one per frame once the page has loaded
 * and painted (src/vike/+client.ts). A long page is then laid out in small pieces instead of in
 * the one long task that paints the first frame. The rule applies only where scripting is enabled:
 * without JavaScript nothing would remove it, so the page renders in full as it always did.
 * docs/decisions/014-render-the-rest-after-first-paint.md
 */
export const RENDER_LATER_ID = 'render-later';

/** The page's sections, in order: each renderer's wrapper holds them as siblings. */
export const SECTIONS = '#main>*>section';

/** The rule that keeps sections from the nth on, and the footer, from rendering until needed. */
export function renderLaterCss(fromSection: number): string {
  return `@media (scripting:enabled){${SECTIONS}:nth-of-type(n+${fromSection}),#root>footer{content-visibility:auto;contain-intrinsic-size:auto 800px}}`;
}
