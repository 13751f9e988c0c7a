import { describe, expect, it } from 'vitest';
import config from './config.generated.json';
import { formPlace, type FormCollection } from './form-place';

const forms = (config as unknown as { collections: FormCollection[] }).collections;

describe('formPlace', () => {
  it("names a field's place by the form's own labels, as the editor sees them", () => {
    expect(formPlace(forms, 'site.yaml', ['claims', 'teamSize', 'value'])).toBe('Team size: ');
    expect(formPlace(forms, 'site.yaml', ['business', 'license', 'number'])).toBe('License: ');
    expect(formPlace(forms, 'site.yaml', ['business', 'hours', 'service', 1, 'days', 0])).toBe('Hours, row of service hours 2, day 1: ');
    expect(formPlace(forms, 'site.yaml', ['booking', 'closedDates', 2, 'date'])).toBe('Closed date 3: ');
    expect(formPlace(forms, 'site.yaml', ['business', 'social', 0, 'url'])).toBe('Social media page 1: ');
    expect(formPlace(forms, 'content/cities/tampa.yaml', ['facts', 'county', 'value'])).toBe('County: ');
    expect(formPlace(forms, 'content/cities/tampa.yaml', ['neighborhoods', 0, 'zipCodes', 2])).toBe('Neighborhood 1, ZIP code 3: ');
    expect(formPlace(forms, 'content/cities/tampa.yaml', ['landmarks', 1])).toBe('Landmark 2: ');
    expect(formPlace(forms, 'content/pages/home.yaml', ['blocks', 'hero', 'heading'])).toBe('Top of the page: ');
  });

  it('says nothing for a field that stands alone, and undefined where no form is', () => {
    expect(formPlace(forms, 'content/cities/tampa.yaml', ['metaDescription'])).toBe('');
    expect(formPlace(forms, 'site.yaml', ['business', 'email'])).toBe('');
    expect(formPlace(forms, 'site.yaml', ['constants', 'serviceCallFee'])).toBeUndefined();
    expect(formPlace(forms, 'content/cities/tampa.yaml', ['nothing', 'here'])).toBeUndefined();
    expect(formPlace(forms, 'schema/site.schema.json', ['title'])).toBeUndefined();
  });
});
