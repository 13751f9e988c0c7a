import { describe, expect, it } from 'vitest';
import { copy } from './copy';
import { changed, realSite, run, withManifest } from './test-site';

const ABOUT = 'content/pages/about.yaml';

/** The copy rule's errors over the site with the about page's intro (a plain text of copy) saying `intro`. */
function aboutIntroErrors(intro: string) {
  const site = realSite();
  const source = site.sources.get(ABOUT)!;
  const data = structuredClone(source.data) as { blocks: { hero: { intro: string } } };
  data.blocks.hero.intro = intro;
  return run(copy, changed({ sources: new Map([...site.sources, [ABOUT, { ...source, data }]]) }));
}

describe('copy', () => {
  it("the real site's copy names facts, never types them", () => expect(run(copy)).toEqual([]));

  it('a constant typed into a page body is reported at its line, with the fact to write', () => {
    const site = realSite();
    const [name, value] = Object.entries(site.manifest.constants).find(([, child]) => /\$\d/.test(child))!;
    const [file, text] = Object.entries(site.mdx)[0];
    const errors = run(copy, changed({ mdx: { ...site.mdx, [file]: `${text}\n\nIt costs ${value}.\n` } }));
    expect(errors.map((e) => [e.file, e.line, e.code, e.plainHint])).toEqual([
      [file, text.split('\n').length + 2, 'constant-literal', `Write {{${name}}} instead, so that it stays right when the fact changes.`],
    ]);
  });

  it("the business's own number typed into copy is said once, as the fact; another number as a phone number", () => {
    const said = (intro: string) => aboutIntroErrors(intro).map((e) => e.code);
    expect(said(`Call ${realSite().manifest.business.phone.display} today.`)).toEqual(['constant-literal']);
    expect(said('Call (727) 555-0199 today.')).toEqual(['residue']);
  });

  it("a review is its customer's words: a fee they quote is what they paid, not a fact to write as {{fact}}; markup in it is still refused", () => {
    const site = realSite();
    const file = 'content/reviews.yaml';
    const source = site.sources.get(file)!;
    const fee = site.manifest.constants.serviceCallFee;
    const said = (comment: string) => {
      const data = structuredClone(source.data) as { reviews: Array<{ comment: string }> };
      data.reviews[0].comment = comment;
      return run(copy, changed({ sources: new Map([...site.sources, [file, { ...source, data }]]) })).map((e) => e.code);
    };
    expect(said(`They only charged the ${fee} visit fee.`)).toEqual([]);
    expect(said('They were <b>great</b>.')).toEqual(['markup-in-text']);
    // The same words in the site's own copy are the fact, typed.
    expect(aboutIntroErrors(`They only charged the ${fee} visit fee.`).map((e) => e.code)).toEqual(['constant-literal']);
  });

  it('a fact not known is answered with the one meant: a slip, or a longer name whose first words name a fact', () => {
    const guess = (typed: string) => aboutIntroErrors(`Call {{${typed}}}.`).map((e) => e.plainHint);
    expect(guess('serviceFee')).toEqual(['Did you mean {{serviceCallFee}}?']);
    expect(guess('phoneNumber')).toEqual(['Did you mean {{phone}}?']);
    expect(guess('companyName')).toEqual(['Did you mean {{company}}?']);
    // A word that only starts like a fact is no guess.
    expect(guess('phonetic')[0]).not.toContain('{{phone}}');
  });

  it("a fact's name in one brace, or in braces that do not pair, is reported: the page would show it as typed", () => {
    const errors = aboutIntroErrors('A service call is {serviceCallFee}, {{serviceCallFee}} or {{serviceCallFee}; {a word} is not a fact.');
    expect(errors.map((e) => [e.file, e.plain, e.plainHint])).toEqual(
      ['{serviceCallFee}', '{{serviceCallFee}'].map((typed) => [
        ABOUT,
        `'${typed}' would show on the page as typed`,
        'Write the fact with two braces on each side: {{serviceCallFee}}.',
      ]),
    );
  });

  it("a page body's link to another website passes (the editor's Link button makes it); an address shown as text, or an e-mail, does not", () => {
    const site = realSite();
    const [file, text] = Object.entries(site.mdx)[0];
    const codes = (line: string) =>
      run(copy, changed({ mdx: { ...site.mdx, [file]: `${text}\n\n${line}\n` } })).map((e) => [e.line, e.plain]);
    const typed = (address: string) => `'${address}' is a web address or e-mail typed by hand`;
    const at = text.split('\n').length + 2;
    expect(
      codes(
        'Permits: see [the county](https://www.hillsboroughcounty.org/permits "Permits") or <a href="https://www.myfloridalicense.com">the state</a>.',
      ),
    ).toEqual([]);
    // Said with the address as typed: in a long text she looks for it.
    expect(codes('Permits: see www.hillsboroughcounty.org.')).toEqual([[at, typed('www.hillsboroughcounty.org')]]);
    expect(codes('See [www.hillsboroughcounty.org](https://www.hillsboroughcounty.org).')).toEqual([
      [at, typed('www.hillsboroughcounty.org')],
    ]);
    expect(codes('Write to [us](mailto:office@othercompany.com).')).toEqual([[at, typed('mailto:office@othercompany.com')]]);
    // A link made with no words selected (<https://...>) is the MDX rule's to say, once.
    expect(codes('See <https://www.hillsboroughcounty.org/permits>.')).toEqual([[at, 'A link shows its web address instead of words']]);
  });

  it('bold, a link or a tag typed into a plain text is reported: the page would show the marks as typed', () => {
    const site = realSite();
    const plainOf = (intro: string) => aboutIntroErrors(intro).map((e) => e.plain);
    for (const typed of ['**high-cycle**', '[our reviews](/reviews)', '<b>', '</strong>'])
      expect(plainOf(`Ask about ${typed} springs.`), typed).toEqual([`'${typed}' would show on the page as typed`]);
    // Each mark of a text is said in one message, once.
    expect(plainOf('Ask about **high-cycle** springs, **high-cycle** doors and [our reviews](/reviews).')).toEqual([
      "'**high-cycle**' and '[our reviews](/reviews)' would show on the page as typed",
    ]);
    // A star, a bracket or an angle in words is not a mark.
    expect(plainOf('Loved by neighbors [Tampa] for doors 2 < 3 wide, *and* more.')).toEqual([]);
    // A long text (MDX) has bold and links.
    const [body, text] = Object.entries(site.mdx)[0];
    expect(run(copy, changed({ mdx: { ...site.mdx, [body]: `${text}\n\nAsk about **high-cycle** [springs](/services).\n` } }))).toEqual([]);
    // But a link typed as Markdown in its formatted editor is kept as text, its brackets escaped: the page shows them.
    const typed = run(
      copy,
      changed({ mdx: { ...site.mdx, [body]: `${text}\n\nSee \\[Heather Lakes](/cities/brandon/heather-lakes).\n` } }),
    );
    expect(typed.map((e) => e.plain)).toEqual([
      "'[Heather Lakes](/cities/brandon/heather-lakes)' is typed as text: the page would show its brackets",
    ]);
  });

  it('a phone number typed into copy is reported, with its area code or without; a range of figures is not one', () => {
    const site = realSite();
    const [file, text] = Object.entries(site.mdx)[0];
    const phones = (line: string) =>
      run(copy, changed({ mdx: { ...site.mdx, [file]: `${text}\n\n${line}\n` } })).filter((e) =>
        e.plain.endsWith(' is a phone number typed by hand'),
      );
    // Said with the number as typed: in a long text she looks for it.
    for (const [line, typed] of [
      ['Call (813) 555-0100 today.', '(813) 555-0100'],
      ['Call 813-555-0100 today.', '813-555-0100'],
      ['Call 555-0100 today.', '555-0100'],
    ])
      expect(
        phones(line).map((e) => e.plain),
        line,
      ).toEqual([`'${typed}' is a phone number typed by hand`]);
    for (const line of ['Springs rated 10,000-20,000 cycles.', 'Doors from 2019-2024 models.', 'Weights of 130-350 pounds.'])
      expect(phones(line), line).toEqual([]);
  });

  it('a $ typed before a price fact (or a % after a share) is reported: the page would say it twice', () => {
    const site = realSite();
    const [name, value] = Object.entries(site.manifest.constants).find(([, child]) => /^\$\d/.test(child))!;
    const [file, text] = Object.entries(site.mdx)[0];
    const errors = run(copy, changed({ mdx: { ...site.mdx, [file]: `${text}\n\nService calls are \${{${name}}}.\n` } }));
    expect(errors.map((e) => [e.file, e.line, e.plain, e.plainHint])).toEqual([
      [
        file,
        text.split('\n').length + 2,
        `'\${{${name}}}' would show as '$${value}': the fact has its $ already`,
        'Delete the $ typed beside it.',
      ],
    ]);
    // Written as the fact alone, or a $ before a fact that is not a price, is fine.
    expect(run(copy, changed({ mdx: { ...site.mdx, [file]: `${text}\n\nService calls are {{${name}}}.\n` } }))).toEqual([]);
    expect(run(copy, changed({ mdx: { ...site.mdx, [file]: `${text}\n\nCall {{phone}} for $ savings.\n` } }))).toEqual([]);
  });

  describe('a constant that is a bare number is typed only where it stands as that fact', () => {
    const site = withManifest({ constants: { ...realSite().manifest.constants, warrantyYears: '5' } });
    const [file, text] = Object.entries(site.mdx)[0];
    const typed = (sentence: string) =>
      run(copy, { ...site, mdx: { ...site.mdx, [file]: `${text}\n\n${sentence}\n` } })
        .filter((e) => e.code === 'constant-literal')
        .map((e) => e.plainHint);

    it("nowhere in the site's copy (brands, services, page bodies), where no warranty of 5 years is typed", () =>
      expect(run(copy, site)).toEqual([]));

    it.each([
      'LiftMaster openers with Logic 5.0 keep the old remotes.',
      'We replace a 5-panel door in a day.',
      'The Series 500 opener is quiet.',
      'Torsion springs last 5 years in salt air.',
      'We stock parts for 5 brands.',
      'Torsion springs last 5 years; our warranty covers the parts.',
      'Our warranty covers 5 brands of openers.',
    ])('not in "%s": a number in a model name, or beside words that are not its name', (sentence) => {
      expect(typed(sentence)).toEqual([]);
    });

    it.each([
      'Every new door comes with a 5-year warranty.',
      'Every new door comes with a 5-year limited warranty.',
      'Our warranty covers the parts for 5 years.',
      'Warranty: 5 years on parts.',
    ])('in "%s", with the fact to write in its place', (sentence) =>
      expect(typed(sentence)).toEqual(['Write {{warrantyYears}} instead, so that it stays right when the fact changes.']),
    );
  });
});
