import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import type { Plugin, UserConfig } from 'vite';
import { preloadOnlyWhatIsMissing } from './src/build/preload-lists.ts';
import { squeezeStyledCss } from './src/build/styled-css.ts';
import { siteContent, sizedImagesInDev } from './src/build/vite-plugin.ts';

/**
 * React Router's package exports only its development build, whose warnings for developers ship to
 * every visitor (about 0.5 KB gzip on every page); the site's build takes its production build, the
 * same code without them. `npm run dev` keeps the warnings.
 */
const routerBuild = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: routerBuild('index.mjs') },
        { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
      ],
    },
  }),
};

/** This project's folders that hold no sources (the dev server does not watch them). */
const NOT_SOURCES = ['.build', 'dist', 'data', 'test-results'].map((dir) => join(fileURLToPath(new URL('.', import.meta.url)), dir) + sep);

/** Page parts (src/components/parts/): shared by content page kinds only, so kept out of the shell every page loads. */
const pagePart = /[\\/]src[\\/]components[\\/]parts[\\/]/;
/** The parts only place pages draw (a place's recent jobs and their photos, own copy): the home page and the service pages never do. */
const placePart = /[\\/]src[\\/]components[\\/]parts[\\/](recent-projects|before-after|projects-section|own-copy)\.tsx$/;

export default {
  plugins: [siteContent(), sizedImagesInDev(), reactRouterProduction, squeezeStyledCss(), preloadOnlyWhatIsMissing(), react(), vike()],
  // The dev server's dependency cache is the project folder's own, not node_modules/.vite: a copy of
  // the project with its packages linked (a test's scratch site) wrote the same folder, and a dev
  // server running at that moment then served files another had just replaced (its pages never
  // hydrated).
  cacheDir: '.build/vite',
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Every page starts with the same runtime: ship it as one chunk (fewer requests), and keep
        // what only some pages need (date picker, toasts, page kinds) in chunks of their own.
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion|cookie|set-cookie-parser|shallowequal|tslib)[\\/]/,
            },
            // The app shell and the small components most pages share; page-specific widgets stay apart.
            {
              name: 'shell',
              test: /[\\/]src[\\/](app|components)[\\/](?!toasts|carousel|map-facade|reveal|render-later|filter-buttons|list-section|card-list|tabs|tab-list)[^\\/]+$/,
            },
            // The parts that only content pages draw (step lists, place lists, side panels ...): one chunk,
            // loaded with the page kinds that use them, so the booking, legal and other pages do not.
            // Those of place pages only stand apart (listed after, so that what they import, such as
            // MoreText, stays with the parts): the home page, which draws a few parts, skips them.
            { name: 'parts', test: (id: string) => pagePart.test(id) && !placePart.test(id) },
            { name: 'place-parts', test: placePart },
          ],
        },
      },
    },
  },
  ssr: { noExternal: ['styled-components'] },
  server: {
    port: 5173,
    // Builds, scratch copies of the site (each with its own src/vike/+config.ts) and the data folder
    // are not sources: a Vike dev server that saw a copy's config appear or vanish reloaded its own.
    // Only this project's own folders: a copy in .build/scratch watches its files like any project.
    watch: { ignored: (file: string) => NOT_SOURCES.some((dir) => file.startsWith(dir)) },
  },
} satisfies UserConfig;
