import type { PageContextServer } from 'vike/types';
import { getSite } from '../../manifest/site';
import { pageIndex } from '../../routes/pages';

/** Matches exactly the URLs the route table expands to. */
export default function route(pageContext: PageContextServer) {
  return pageIndex(getSite()).byUrl.has(pageContext.urlPathname);
}
