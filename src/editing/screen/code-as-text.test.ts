import { describe, expect, it } from 'vitest';
import { codeShownAsText } from './code-as-text';

describe('code in a long text, said before it is published as text', () => {
  const before = '## About us\n\nWe fix doors. Ask for \\<Spring Special> pricing.\n';

  it('names each new line with an element of a web page, as the page shows it', () => {
    const after = `${before}\n\\<script>alert(1)\\</script>\n\n\\<iframe src="https://www.youtube.com/embed/x" width="560">\\</iframe>\n\nA line \\<img src=x onerror=alert(1)> inside.\n`;
    expect(codeShownAsText(before, after)).toEqual([
      '<script>alert(1)</script>',
      '<iframe src="https://www.youtube.com/embed/x" width="560"></iframe>',
      'A line <img src=x onerror=alert(1)> inside.',
    ]);
  });

  it('leaves words in angles, a line that was there before, and a long line cut short', () => {
    expect(codeShownAsText(before, `${before}\nOur \\<Spring Special> and \\<b-list> \\{ offers }\n`)).toEqual([]);
    const had = `${before}\\<div>old\\</div>\n`;
    expect(codeShownAsText(had, `${had}\nNew words.\n`)).toEqual([]);
    const long = codeShownAsText(before, `\\<form action="${'x'.repeat(200)}">`);
    expect(long[0]).toHaveLength(120);
    expect(long[0].endsWith('…')).toBe(true);
  });
});
