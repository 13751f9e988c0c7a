import type { IncomingMessage, ServerResponse } from 'node:http';

/** One part of the server (booking, the desk, sign-in, editing): true when it answered the request. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
