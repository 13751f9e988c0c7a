/**
 * Whether a save's file texts name the photo at `path` (its place in the project, under public/;
 * the texts name it by its address, /images/...). A photo chosen and then replaced before Publish
 * still comes with the save (the screen keeps every upload of the entry): written too, it was a
 * file no page uses (a tester's refused 100-pixel photo among them).
 */
export function namedPhoto(texts: Iterable<string | null | undefined>, path: string): boolean {
  const address = path.replace(/^\/?public(?=\/)/, '');
  for (const text of texts) if (text?.includes(address)) return true;
  return false;
}
