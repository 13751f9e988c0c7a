import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The check and the renderer in the editing screen's browser worker (check.worker.ts): in the client
 * environment only, `node:fs` is the worker's in-memory copy of the project's files
 * (browser/fs.ts) and `node:path` is pathe (POSIX paths, as the check writes them). The server
 * environment keeps Node's own. The check's MDX parser decodes character references with the DOM
 * in a browser build, and styled-components' browser build draws into the document; a worker has
 * no DOM, so both are their builds for Node (which look for a document before they use one, and
 * render with ServerStyleSheet as on the server; under `npm run edit` the site's own pages in a
 * window get the same builds, and they find the document).
 */
const NO_STREAM = '\0no-node-stream';

export function checkInBrowser(root: string): Plugin[] {
  const fs = join(root, 'src/editing/shared/memory-fs.ts');
  const styled = join(root, 'node_modules/styled-components/dist/styled-components.esm.js');
  const resolving: Plugin = {
    name: 'check-in-browser',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          { find: /^decode-named-character-reference$/, replacement: join(root, 'node_modules/decode-named-character-reference/index.js') },
        ],
      },
    }),
    async resolveId(id, importer) {
      if (this.environment?.name !== 'client') return null;
      if (id === 'node:fs' || id === 'fs') return fs;
      if (id === 'node:path' || id === 'path') return this.resolve('pathe');
      // Returned here, before Vite's resolver would map the file to the browser build again.
      if (id === 'styled-components') return styled;
      // Its Node build names Node's streams for a server-only method the renderer never calls.
      if (id === 'stream' && importer === styled) return NO_STREAM;
      return null;
    },
    load: (id) => (id === NO_STREAM ? 'export default {};' : null),
  };
  return [resolving];
}
