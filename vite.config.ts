import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import type { UserConfig } from 'vite';
import { siteContent } from './src/build/vite-plugin.ts';

export default {
  plugins: [siteContent(), { enforce: 'pre', ...mdx({ providerImportSource: undefined }) }, react({ include: /\.(tsx?|mdx)$/ }), vike()],
  build: { target: 'es2022', cssCodeSplit: true, reportCompressedSize: false },
  ssr: { noExternal: ['styled-components'] },
  server: { port: 5173 },
} satisfies UserConfig;
