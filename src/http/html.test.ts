import { describe, expect, it } from 'vitest';
import { framedPage, phoneLinked } from './html';

const phone = { display: '(813) 555-0142', e164: '+18135550142' };

describe("the request pages' text names the phone number as a link that calls it", () => {
  it('links the number where the text names it, and nowhere else', () => {
    const html =
      '<p>Please call us at (813) 555-0142 and we will help you.</p>' +
      '<p>Questions? Call <a href="tel:+18135550142">(813) 555-0142</a>.</p>' +
      '<input name="phone" value="(813) 555-0142"><textarea name="note">(813) 555-0142</textarea>';
    expect(phoneLinked(html, phone)).toBe(
      '<p>Please call us at <a href="tel:+18135550142">(813) 555-0142</a> and we will help you.</p>' +
        '<p>Questions? Call <a href="tel:+18135550142">(813) 555-0142</a>.</p>' +
        '<input name="phone" value="(813) 555-0142"><textarea name="note">(813) 555-0142</textarea>',
    );
  });
});

describe("the server's own pages for visitors show in the site's frame", () => {
  const frame = [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page Not Found | Co</title>',
    '<style data-styled="active">main{padding-top:72px}</style>',
    '<meta name="description" content="Not found"><meta name="robots" content="noindex, follow">',
    '<meta property="og:title" content="Page Not Found"><meta name="twitter:card" content="summary">',
    '<link rel="canonical" href="https://example.com/404"><link rel="modulepreload" href="/assets/a.js">',
    '<noscript><style>.js-only{display:none!important}</style></noscript></head>',
    '<body><div id="root" data-shell="/shell.json" data-page="/_not-found/page.json"><header>Co</header>',
    '<main id="main" tabindex="-1"><h1>Page Not Found</h1><noscript id="s"></noscript></main><footer>Call</footer></div>',
    '<script type="module" src="/assets/entries/client.js"></script></body></html>',
  ].join('\n');
  const page = {
    title: 'Please check your booking details | Co',
    style: 'body{margin:0}main{max-width:40rem}label,.error{font-weight:600}',
    body: '<h1>Please check your booking details</h1><p>A visit costs $85 ($1 more never)</p>',
    home: { company: 'Co', href: '/' },
  };

  it("keeps the frame's styles, header and footer, and puts the page's own title, text and rules in, with no script", () => {
    const html = framedPage(frame, page);
    expect(html).toContain('<header>Co</header>');
    expect(html).toContain('<footer>Call</footer>');
    expect(html).toContain('<style data-styled="active">main{padding-top:72px}</style>');
    expect(html).toContain('<main id="main" tabindex="-1">\n<div class="server-page">\n<h1>Please check your booking details</h1>');
    expect(html).toContain('$85 ($1 more never)');
    expect(html).not.toContain('Page Not Found');
    expect(html).not.toMatch(/<script|modulepreload|og:|twitter:|canonical|data-page|data-shell|name="description"/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Please check your booking details | Co</title>');
    expect(html.match(/name="robots"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    // No script: what the site shows without one is shown.
    expect(html).toContain('<style>.js-only{display:none!important}</style>');
    // The page's rules reach its own part only; the frame's body is the frame's.
    expect(html).toContain('<style>.server-page{max-width:40rem}.server-page label,.server-page .error{font-weight:600}</style>');
  });

  it('without a frame (no built site), is the plain page that starts with a link home', () => {
    for (const none of [undefined, '<html><body>no main part</body></html>']) {
      const html = framedPage(none, page);
      expect(html).toContain('<main>\n<p><a href="/">Co</a></p>\n<h1>Please check your booking details</h1>');
      expect(html).toContain('<style>body{margin:0}main{max-width:40rem}');
    }
  });
});
