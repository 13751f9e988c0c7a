import { describe, expect, it } from 'vitest';
import { distribution, formatDistribution, htmlText, mainText, measureOwnText, nameMatcher, words } from './uniqueness';

const NAMES = ['Tampa', 'South Tampa', 'Brandon', 'Garage Door Repair', 'Spring Replacement', 'LiftMaster'];
const SHARED =
  'Our technicians arrive with the parts most doors need, explain what they find, and quote a price before any work begins on the door.';

describe('own text of a page', () => {
  it('masks place, service and brand names, longest first, whole words only', () => {
    const regExp = nameMatcher(NAMES);
    expect(words("Garage Door Repair in South Tampa and Tampa's LiftMaster openers; Brandonville stays", regExp)).toEqual([
      '§',
      'in',
      '§',
      'and',
      '§',
      's',
      '§',
      'openers',
      'brandonville',
      'stays',
    ]);
  });

  it('a page that only swaps names in shared sentences has no text of its own', () => {
    const shares = measureOwnText(
      [
        { url: '/a', kind: 'service-city', text: `Garage Door Repair in Tampa. ${SHARED} Call our Tampa team.` },
        { url: '/b', kind: 'service-city', text: `Spring Replacement in Brandon. ${SHARED} Call our Brandon team.` },
      ],
      NAMES,
    );
    expect(shares.get('/a')).toEqual({ share: 0, shingles: expect.any(Number) });
    expect(shares.get('/b')!.share).toBe(0);
    expect(shares.get('/a')!.shingles).toBeGreaterThan(20);
  });

  it('a page with its own copy scores the share of its sequences found nowhere else', () => {
    const own = 'Salt air off the bay rusts springs and hinges long before their rated cycles are used up';
    const shares = measureOwnText(
      [
        { url: '/own', kind: 'service-city', text: `${SHARED} ${own}` },
        { url: '/other', kind: 'service-city', text: SHARED },
      ],
      NAMES,
    );
    const sharedShingles = SHARED.split(' ').length - 4;
    const ownShingles = `${SHARED} ${own}`.split(' ').length - 4 - sharedShingles;
    expect(shares.get('/own')!.share).toBeCloseTo(ownShingles / (ownShingles + sharedShingles), 5);
    expect(shares.get('/other')!.share).toBe(0);
  });

  it('counts a repeated sentence once, and a page of fewer than five words as having no own text', () => {
    const shares = measureOwnText(
      [
        { url: '/twice', kind: 'x', text: 'one two three four five six. one two three four five six.' },
        { url: '/short', kind: 'x', text: 'Call us today' },
      ],
      [],
    );
    expect(shares.get('/twice')!.share).toBe(1);
    expect(shares.get('/short')).toEqual({ share: 0, shingles: 0 });
  });

  it('reads the text of <main> only, without tags, scripts and styles, with entities decoded', () => {
    const html =
      '<html><body><header>Menu words</header><main id="main"><h1>Tom &amp; Jerry&#x27;s</h1><style>.a{}</style><p>Door&nbsp;work</p><script>x()</script></main><footer>Foot</footer></body></html>';
    expect(mainText(html)).toBe("Tom & Jerry's Door work");
    expect(htmlText('<p>a</p><p>b</p>')).toBe('a b');
  });

  it('prints min, median and max per kind and the count under the bar', () => {
    const stats = distribution(
      [
        { kind: 'city', share: 0.5 },
        { kind: 'city', share: 0.2 },
        { kind: 'city', share: 0.4 },
        { kind: 'home', share: 0.6 },
      ],
      0.3,
    );
    expect(stats).toEqual([
      { kind: 'city', pages: 3, min: 0.2, median: 0.4, max: 0.5, under: 1 },
      { kind: 'home', pages: 1, min: 0.6, median: 0.6, max: 0.6, under: 0 },
    ]);
    expect(formatDistribution(stats, 0.3).split('\n')[1]).toBe('city      3  20.0%   40.0%  50.0%            1');
  });
});
