import type { PageContextServer } from 'vike/types';
import { pageIndex } from '../../routes/pages';
import { siteOf } from '../site';

/** Matches exactly the URLs the route table expands to (`npm run dev`; the build renders its own list). */
export default function route(pageContext: PageContextServer) {
  return pageIndex(siteOf(pageContext.globalContext)).byUrl.has(pageContext.urlPathname);
}
