import { describe, expect, it } from 'vitest';
import { savesCarryNamedPhotos } from './photo-check';

describe('a save through any of Decap’s backends (a Git host on Netlify, our server)', () => {
  it('carries the photos its files name, and leaves out one replaced before Publish', async () => {
    const handed: unknown[] = [];
    const backend = { persistEntry: async (save: unknown, opts: unknown) => void handed.push(save, opts) };
    const registry: Record<string, { init: () => typeof backend }> = { github: { init: () => backend } };
    savesCarryNamedPhotos({ getBackend: (name) => registry[name] });
    const made = registry.github.init();
    const dataFiles = [{ path: 'content/services/spring-repair.yaml', raw: 'image: /images/uploads/new-spring.jpg\n' }];
    const assets = [{ path: 'public/images/uploads/first-try.jpg' }, { path: 'public/images/uploads/new-spring.jpg' }];
    await made.persistEntry({ dataFiles, assets }, { newEntry: false });
    expect(handed).toEqual([{ dataFiles, assets: [assets[1]] }, { newEntry: false }]);
  });
});
