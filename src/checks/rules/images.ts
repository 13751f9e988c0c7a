import { MIN_IMAGE_WIDTH, photosAt, readSourceImage } from '../../manifest/images';
import { altOf, altProblem, MIN_ALT_WORDS } from '../../manifest/photo-alt';
import { contentFiles, walkObjects, walkStrings } from './walk';
import type { Rule } from './context';

/**
 * Every image field of the content (a key `image`) names a photo the site can show: in
 * public/images, a JPEG, PNG or WebP, at least MIN_IMAGE_WIDTH pixels wide (the build makes the
 * smaller sizes from it, src/manifest/image-copies.server.ts), and says what it shows (src/manifest/photo-alt.ts).
 * Where the photos cannot be read (the editing screen's own check, in the browser) the words are
 * checked and the photos wait for the server's check, which reads them.
 */
export const images: Rule = {
  name: 'images',
  run(ctx) {
    for (const [file, source] of contentFiles(ctx.site.sources))
      walkObjects(source.data, [], (path, item) => {
        if (typeof item.image !== 'string') return;
        const { key, text } = altOf(item);
        const problem = text ? altProblem(text, item.image) : undefined;
        if (problem) ctx.report(problem, { value: item.image, alt: text, words: MIN_ALT_WORDS }, file, [...path, key]);
      });
    if (!photosAt(ctx.site.root)) return;
    for (const [file, source] of contentFiles(ctx.site.sources)) {
      walkStrings(source.data, [], (path, value) => {
        if (path[path.length - 1] !== 'image') return;
        const found = readSourceImage(ctx.site.root, value);
        if ('problem' in found) ctx.report(found.problem, { value }, file, path);
        else if (found.width < MIN_IMAGE_WIDTH)
          ctx.report('image-too-small', { value, width: found.width, min: MIN_IMAGE_WIDTH }, file, path);
      });
    }
  },
};
