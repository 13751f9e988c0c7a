import { describe, expect, it } from 'vitest';
import { scriptlessPage } from './preview-html';

const page = `<!DOCTYPE html><html><head><title>Home</title>
<noscript><style>.js-only{display:none!important}</style></noscript>
</head><body><span class="loading js-only">Loading...</span><script type="module" src="/x.js"></script><script>alert(1)</script></body></html>`;

describe('a page as the preview pane shows it', () => {
  it('has no script left', () => {
    expect(scriptlessPage(page, 'http://127.0.0.1:5174')).not.toMatch(/<script/i);
  });

  it("applies the page's rules for visitors without JavaScript, which hide what only a script would clear", () => {
    const shown = scriptlessPage(page, 'http://127.0.0.1:5174');
    expect(shown).not.toContain('<noscript>');
    expect(shown).toContain('<style>.js-only{display:none!important}</style>');
  });

  it('resolves links against the screen and opens them in the whole window', () => {
    expect(scriptlessPage(page, 'http://127.0.0.1:5174')).toContain('<head>\n<base href="http://127.0.0.1:5174/" target="_top">');
  });
});
