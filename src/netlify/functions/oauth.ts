import { oauthStart } from '../oauth.server';

/** Netlify Function at /admin/oauth (netlify.toml): the editing screen's sign-in window starts here. */
export default async (req: Request): Promise<Response> => oauthStart(req, process.env);
