/**
 * The address people open this server at, which the links it sends start with (an editor's
 * one-time link, a booking's request page and the office's confirm and decline): PUBLIC_URL when
 * set (a server that answers at another address than the site's own, e.g. a trial before the
 * domain moves), else `site.url` from site.yaml.
 */
export function publicUrl(siteUrl: string, env: Record<string, string | undefined> = process.env): string {
  return env.PUBLIC_URL || siteUrl;
}
