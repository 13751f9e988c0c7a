import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { realSite, withManifest } from '../../checks/rules/test-site';
import { copyGate } from './copy';
import type { HtmlPage } from './files';

const page = (url: string, text: string): HtmlPage => {
  const html = `<!doctype html><html><head></head><body><main><p>${text}</p></main></body></html>`;
  return { file: `${url}.html`, url, html, root: parse(html) };
};

/** The copy gate's errors for pages of a site whose business e-mail and site address are these. */
function audit(email: string, url: string, texts: string[]): string[] {
  const real = realSite().manifest;
  const gate = copyGate(withManifest({ business: { ...real.business, email }, site: { ...real.site, url } }));
  texts.forEach((text, i) => gate.visit(page(`/p${i}`, text)));
  return gate.errors();
}

describe('the copy gate: a domain in the text is the business’s own, or another business’s residue', () => {
  it("lets the business's own e-mail stand, at Gmail or at its own domain, and its site's address", () => {
    expect(audit('baywisegarage@gmail.com', 'https://www.baywisegarage.com', ['Write to baywisegarage@gmail.com.'])).toEqual([]);
    expect(
      audit('office@baywisegarage.com', 'https://www.baywisegarage.com', [
        'Write to office@baywisegarage.com or see www.baywisegarage.com.',
      ]),
    ).toEqual([]);
  });

  it("refuses another business's domain, and says on which page", () => {
    expect(audit('baywisegarage@gmail.com', 'https://www.baywisegarage.com', ['Call us', 'Visit www.panamadoors.com today.'])).toEqual([
      '/p1: another domain in the text: panamadoors.com',
    ]);
  });

  it('lets the reserved example.com stand (the forms’ examples, the placeholders before launch)', () => {
    expect(audit('office@baywisegarage.com', 'https://www.baywisegarage.com', ['e.g. you@example.com'])).toEqual([]);
  });
});
