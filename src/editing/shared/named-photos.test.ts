import { describe, expect, it } from 'vitest';
import { namedPhoto } from './named-photos';

describe('a photo a save carries', () => {
  const texts = ['hero:\n  image: /images/uploads/new-door.jpg\n', null];

  it('is named by its address in a saved file', () => {
    expect(namedPhoto(texts, 'public/images/uploads/new-door.jpg')).toBe(true);
    expect(namedPhoto(texts, '/public/images/uploads/new-door.jpg')).toBe(true);
  });

  it('is not when the file names another (one chosen, then replaced before Publish)', () => {
    expect(namedPhoto(texts, 'public/images/uploads/first-try.jpg')).toBe(false);
    expect(namedPhoto([null], 'public/images/uploads/new-door.jpg')).toBe(false);
  });
});
