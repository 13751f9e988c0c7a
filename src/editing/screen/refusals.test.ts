import { describe, expect, it } from 'vitest';
import { plainRefusal, sayRefusalsPlainly } from './refusals';

/** Decap's proxy backend's error (decap-cms-lib-util APIError): its name is API_ERROR. */
class APIError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'API_ERROR';
  }
}

describe("a refusal of the owner's server on the screen", () => {
  it('is the server’s sentence alone, without the backend’s error name', () => {
    expect(String(plainRefusal(new APIError('Not saved: the phone number is missing.')))).toBe('Not saved: the phone number is missing.');
  });

  it('leaves any other error as it is', () => {
    const other = new TypeError('Failed to fetch');
    expect(plainRefusal(other)).toBe(other);
  });

  it('is said plainly by every proxy backend Decap makes, for saves and deletes; other calls are untouched', async () => {
    const backend = {
      persistEntry: async () => {
        throw new APIError('Not saved: the site could not be built.');
      },
      deleteFiles: async () => {
        throw new APIError('Not deleted: a page still links to it.');
      },
      getEntry: async () => {
        throw new APIError('not found');
      },
    };
    const registry = { proxy: { init: () => backend } };
    sayRefusalsPlainly({ getBackend: (name: string) => registry[name as 'proxy'] });
    const made = registry.proxy.init() as typeof backend;
    await expect(made.persistEntry()).rejects.toSatisfy((e) => String(e) === 'Not saved: the site could not be built.');
    await expect(made.deleteFiles()).rejects.toSatisfy((e) => String(e) === 'Not deleted: a page still links to it.');
    await expect(made.getEntry()).rejects.toSatisfy((e) => String(e) === 'API_ERROR: not found');
  });
});
