/**
 * One gate: what the build's audit refuses about a page's social image, the check refuses first,
 * at the route of the page kind, so that a check that passes is a build that passes.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkProject } from '../../src/checks/check';
import { scratchSite } from '../support/scratch-site';

const root = scratchSite(undefined, { buildable: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const socialErrors = () => checkProject({ root }).errors.filter((e) => e.message.includes('social image'));

describe('a page kind’s social image is checked by the check, not first by the build', () => {
  it('with every social image in place the check has nothing to say of them', () => {
    expect(socialErrors()).toEqual([]);
  });

  it('a missing one is refused at its kind’s route, in both voices', () => {
    rmSync(join(root, 'public/social/brand.jpg'));
    const [error, ...more] = socialErrors();
    expect(more).toEqual([]);
    expect(error.file).toBe('site.yaml');
    expect(error.path).toMatch(/^routes\[\d+\]\.kind$/);
    expect(error.message).toContain('the brand pages share the social image public/social/brand.jpg, which is missing');
    expect(error.format()).toMatch(/npm run social-images/);
  });

  it('one of the wrong size, or not a picture, is refused too', () => {
    writeFileSync(join(root, 'public/social/brand.jpg'), 'not a picture');
    expect(socialErrors()[0]?.message).toContain('which is not a picture');
  });
});
