import { oauthCallback } from '../oauth.server';

/** Netlify Function at /admin/oauth/callback (netlify.toml): the Git host sends the editor back here. */
export default async (req: Request): Promise<Response> => oauthCallback(req, process.env);
