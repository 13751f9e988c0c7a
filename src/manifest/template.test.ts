import { describe, expect, it } from 'vitest';
import { articleFor, fill } from './template';

describe('the article before a placeholder', () => {
  it.each([
    ['$85', 'an'],
    ['$80', 'an'],
    ['$8', 'an'],
    ['$800', 'an'],
    ['$8,500', 'an'],
    ['$11', 'an'],
    ['18+', 'an'],
    ['$18,000', 'an'],
    ['$90', 'a'],
    ['$50-$75', 'a'],
    ['$110', 'a'],
    ['$1,800', 'a'],
    ['10+', 'a'],
    ['90-day', 'a'],
    ['24/7', 'a'],
    ['1-2 hours', 'a'],
    ['21-point', 'a'],
    ['HOA', 'an'],
    ['FAQ', 'an'],
    ['UV', 'a'],
    ['hour', 'an'],
    ['opener', 'an'],
    ['unit', 'a'],
    ['one-time fee', 'a'],
    ['Garage Door Repair', 'a'],
    ['emergency', 'an'],
  ])('%s takes "%s"', (value, article) => {
    expect(articleFor(value)).toBe(article);
  });

  it('corrects the written article to the value, keeping its capital, wherever the placeholder is', () => {
    const vars = { serviceCallFee: '$85', warranty: '90-day', minimumAge: '18+', service: { name: 'Opener Installation' } };
    expect(fill('Every visit starts with a {{serviceCallFee}} service call.', vars)).toBe('Every visit starts with an $85 service call.');
    expect(fill('A {{serviceCallFee}} fee. An {{warranty}} warranty.', vars)).toBe('An $85 fee. A 90-day warranty.');
    expect(fill('an {{ warranty }} warranty and a {{minimumAge}} adult', vars)).toBe('a 90-day warranty and an 18+ adult');
    expect(fill('a {{service}} visit', vars)).toBe('an Opener Installation visit');
    expect(fill('Tampa a {{unknown}} stays visible', vars)).toBe('Tampa a {{unknown}} stays visible');
    expect(fill('a\n  {{serviceCallFee}} service call', vars)).toBe('an\n  $85 service call');
    expect(fill('banana {{serviceCallFee}}', vars)).toBe('banana $85');
  });
});
