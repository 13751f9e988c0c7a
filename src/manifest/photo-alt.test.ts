import { describe, expect, it } from 'vitest';
import { altProblem } from './photo-alt';

describe("a photo's description", () => {
  it('says what the photo shows', () => {
    expect(altProblem('Technician fitting a new torsion spring above a white garage door', '/images/uploads/spring.jpg')).toBeUndefined();
    expect(altProblem('New insulated double door on a stucco home in Westchase', '/images/door.jpg')).toBeUndefined();
  });

  it('is not a file name, nor the photo’s own name', () => {
    for (const alt of ['IMG_2041.jpg', 'DSC 0042', 'new-door.webp', 'PXL_20260314_101112'])
      expect(altProblem(alt, '/images/uploads/x.jpg'), alt).toBe('photo-alt-file-name');
    expect(altProblem('spring replacement westchase', '/images/uploads/spring-replacement-westchase.jpg')).toBe('photo-alt-file-name');
  });

  it('does not call it a picture: a screen reader says so already', () => {
    for (const alt of [
      'Photo of our new garage door install',
      'An image showing the broken spring on the door',
      'picture',
      'Photo: the van',
    ])
      expect(altProblem(alt, '/images/a.jpg'), alt).toBe('photo-alt-says-photo');
  });

  it('is long enough to describe something', () => {
    for (const alt of ['Garage door', 'Our van', 'a b c d', 'Door, after.'])
      expect(altProblem(alt, '/images/a.jpg'), alt).toBe('photo-alt-short');
  });
});
