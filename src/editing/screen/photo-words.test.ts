import { describe, expect, it } from 'vitest';
import { oldWordsProblems, photosWithOldWords } from './photo-words';

const hero = (image: string, intro: string) => ({ blocks: { heroImage: { image, intro, tag: 'Loading...' } } });

describe('a new photo whose words still describe the old one', () => {
  it("is the hero's photo replaced with its intro kept, at the intro", () => {
    expect(photosWithOldWords(hero('/images/a.jpg', 'A white door'), hero('/images/uploads/b.jpg', 'A white door'))).toEqual([
      { field: ['blocks', 'heroImage', 'intro'], words: 'A white door' },
    ]);
  });

  it("is a project's photo in a list replaced with its alt kept, at the alt", () => {
    const before = {
      projects: [{ after: { image: '/images/x.jpg', alt: 'Old springs' } }, { after: { image: '/images/y.jpg', alt: 'A door' } }],
    };
    const after = {
      projects: [{ after: { image: '/images/x.jpg', alt: 'Old springs' } }, { after: { image: '/images/z.jpg', alt: 'A door' } }],
    };
    expect(photosWithOldWords(before, after)).toEqual([{ field: ['projects', 1, 'after', 'alt'], words: 'A door' }]);
  });

  it('is nothing when the words changed too, when the photo stayed, or when there was no photo before', () => {
    expect(photosWithOldWords(hero('/images/a.jpg', 'A white door'), hero('/images/b.jpg', 'A dark brown door'))).toEqual([]);
    expect(photosWithOldWords(hero('/images/a.jpg', 'A white door'), hero('/images/a.jpg', 'A white door'))).toEqual([]);
    expect(photosWithOldWords({ projects: [] }, { projects: [{ after: { image: '/images/z.jpg', alt: 'A door' } }] })).toEqual([]);
  });

  it('becomes a problem at the words, in plain words', () => {
    const [problem] = oldWordsProblems('content/pages/home.yaml', [{ field: ['blocks', 'heroImage', 'intro'], words: 'A white door' }]);
    expect(problem).toMatchObject({ file: 'content/pages/home.yaml', field: ['blocks', 'heroImage', 'intro'] });
    expect(`${problem.message} ${problem.hint}`).toBe(
      'These words describe the photo you replaced. Describe the new photo: what it shows, in a sentence.',
    );
  });
});
