import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * On a Netlify site the screen's worker reads the project's files with the signed-in editor's
 * token: from Decap's stored sign-in, or from the sign-in window's success message, and only
 * from a message of the site's own origin.
 */
const setProjectSource = vi.hoisted(() => vi.fn());
vi.mock('./check-client', () => ({ setProjectSource }));
vi.mock('./config', () => ({ screenConfig: () => ({ backend: { name: 'github', repo: 'owner/site', branch: 'main' }, collections: [] }) }));

const ORIGIN = 'https://editing.example.test';
let listeners: Array<(error: { origin: string; data: unknown }) => void> = [];
let stored: Record<string, string> = {};

beforeEach(() => {
  setProjectSource.mockReset();
  listeners = [];
  stored = {};
  vi.stubGlobal('window', {
    location: { origin: ORIGIN },
    addEventListener: (_: string, listener: (typeof listeners)[number]) => listeners.push(listener),
  });
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null });
});
afterEach(() => vi.unstubAllGlobals());

const start = async () => (await import('./netlify')).startNetlify();
const say = (origin: string, data: unknown) => listeners.forEach((listener) => listener({ origin, data }));

describe("the Netlify screen hands the editor's token to its worker", () => {
  it('from a sign-in kept from an earlier visit', async () => {
    stored['decap-cms-user'] = JSON.stringify({ token: 'kept-token', backendName: 'github' });
    await start();
    expect(setProjectSource).toHaveBeenCalledWith('/admin/project-files', { authorization: 'Bearer kept-token' });
  });

  it('from the sign-in window of its own origin only, and never from an error', async () => {
    await start();
    expect(setProjectSource).not.toHaveBeenCalled();
    say('https://evil.example', `authorization:github:success:${JSON.stringify({ token: 'foreign', provider: 'github' })}`);
    say(ORIGIN, `authorization:github:error:${JSON.stringify({ message: 'Sign-in cancelled' })}`);
    expect(setProjectSource).not.toHaveBeenCalled();
    say(ORIGIN, `authorization:github:success:${JSON.stringify({ token: 'new-token', provider: 'github' })}`);
    expect(setProjectSource).toHaveBeenCalledTimes(1);
    expect(setProjectSource).toHaveBeenCalledWith('/admin/project-files', { authorization: 'Bearer new-token' });
  });
});
