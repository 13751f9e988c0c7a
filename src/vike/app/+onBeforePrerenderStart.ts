import { getSite } from '../../manifest/site';
import { pageIndex } from '../../routes/pages';

export function onBeforePrerenderStart() {
  return pageIndex(getSite()).all.map((p) => p.url);
}
