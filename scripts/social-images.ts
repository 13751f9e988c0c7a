import { relative } from 'node:path';
import { renderSocialImages } from './lib/social-images';
import { loadCheckedSite } from '../src/checks/load-checked';
import { CHROMIUM_ARGS, ensureChromium } from '../tests/support/chromium';

/** Draws the social image of each page kind (public/social/<kind>.jpg, 1200x630) with Chromium. Run after changing the company name, tagline or hero photo. */
const site = loadCheckedSite();
const files = await renderSocialImages(site, ensureChromium(), CHROMIUM_ARGS);
for (const file of files) console.log(`wrote ${relative(site.root, file)}`);
