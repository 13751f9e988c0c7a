import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import type { UserConfig } from 'vite';
import { siteContent } from './src/build/vite-plugin.ts';

export default {
  plugins: [siteContent(), { enforce: 'pre', ...mdx({ providerImportSource: undefined }) }, react({ include: /\.(tsx?|mdx)$/ }), vike()],
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
            { name: 'shell', test: /[\\/]src[\\/](app|components)[\\/](?!booking|Toasts|Carousel|MapFacade|Reveal|render-later)[^\\/]+$/ },
          ],
        },
      },
    },
  },
  ssr: { noExternal: ['styled-components'] },
  server: { port: 5173 },
} satisfies UserConfig;
