import { describe, expect, it } from 'vitest';
import { copy } from './copy';
import { changed, realSite, run } from './test-site';

describe('copy', () => {
  it("the real site's copy names facts, never types them", () => expect(run(copy)).toEqual([]));

  it('a constant typed into a page body is reported at its line, with the fact to write', () => {
    const site = realSite();
    const [name, value] = Object.entries(site.manifest.constants).find(([, v]) => /\$\d/.test(v))!;
    const [file, text] = Object.entries(site.mdx)[0];
    const errors = run(copy, changed({ mdx: { ...site.mdx, [file]: `${text}\n\nIt costs ${value}.\n` } }));
    expect(errors.map((e) => [e.file, e.line, e.code, e.plainHint])).toEqual([
      [file, text.split('\n').length + 2, 'constant-literal', `Write {{${name}}} instead, so that it stays right when the fact changes.`],
    ]);
  });
});
