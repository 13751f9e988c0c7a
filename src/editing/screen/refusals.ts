import { NotSaved } from './phrases';
import { everyBackend, type BackendRegistry } from './backend-calls';

/** The backend's calls that write, whose refusal the screen shows in a pop-up. */
const WRITES = ['persistEntry', 'persistMedia', 'deleteFiles', 'deleteFile'];

/**
 * A refusal from the owner's server in its own words. Decap's proxy backend throws the server's
 * answer as its APIError, named "API_ERROR", and Decap's pop-up prints an error as name, colon,
 * message ("API_ERROR: Not saved: ..."): the server's sentence is said alone (a NotSaved).
 */
export function plainRefusal(error: unknown): unknown {
  return error instanceof Error && error.name === 'API_ERROR' ? new NotSaved(error.message) : error;
}

/** `backend` with each call that writes saying its refusal plainly. */
export function withPlainRefusals<T extends object>(backend: T): T {
  const calls = backend as Record<string, unknown>;
  for (const name of WRITES) {
    const call = calls[name];
    if (typeof call !== 'function') continue;
    calls[name] = async (...args: unknown[]) => {
      try {
        return await (call as (...first: unknown[]) => Promise<unknown>).apply(backend, args);
      } catch (e) {
        throw plainRefusal(e);
      }
    };
  }
  return backend;
}

/** Every backend Decap makes under `name` (the proxy: the owner's server) says its refusals plainly. */
export function sayRefusalsPlainly(cms: BackendRegistry, name = 'proxy'): void {
  everyBackend(cms, name, (backend) => void withPlainRefusals(backend));
}
