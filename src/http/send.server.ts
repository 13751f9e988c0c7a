import type { ServerResponse } from 'node:http';

/** Sends a whole answer that no cache keeps (a form's or a lookup's answer is for this request only). */
export function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/** `send` with a JSON body. */
export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value), headers);
}
