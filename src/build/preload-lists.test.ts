import { describe, expect, it } from 'vitest';
import { loadedBeforeTheApp, preloadList, type BundleChunk } from './preload-lists';

const chunk = (fileName: string, imports: string[] = [], moduleIds: string[] = []): BundleChunk => ({ fileName, imports, moduleIds });

describe('what a dynamic import preloads', () => {
  const bundle = [
    chunk('entry.js', [], ['/p/src/vike/+client.ts']),
    chunk('hydrate.js', ['react.js', 'shell.js'], ['/p/src/vike/hydrate.tsx']),
    chunk('shell.js', ['react.js', 'runtime.js'], ['/p/src/app/app.tsx']),
    chunk('react.js', ['runtime.js']),
    chunk('runtime.js'),
    chunk('kind.js', ['react.js', 'shell.js', 'parts.js']),
    chunk('parts.js', ['react.js', 'shell.js']),
  ];

  it('the chunks loaded before the app runs are the hydrate module and all it imports, however deep', () => {
    expect([...loadedBeforeTheApp(bundle)].sort()).toEqual(['hydrate.js', 'react.js', 'runtime.js', 'shell.js']);
  });

  it('nothing counts as loaded in a bundle without the hydrate module', () => {
    expect(loadedBeforeTheApp(bundle.filter((bundleChunk) => bundleChunk.fileName !== 'hydrate.js')).size).toBe(0);
  });

  it('a page kind preloads only the chunks it needs beyond those, and not itself', () => {
    const loaded = loadedBeforeTheApp(bundle);
    expect(preloadList('kind.js', ['kind.js', 'react.js', 'runtime.js', 'shell.js', 'parts.js'], loaded)).toEqual(['parts.js']);
    expect(preloadList('parts.js', ['parts.js', 'react.js', 'shell.js'], loaded)).toEqual([]);
  });
});
