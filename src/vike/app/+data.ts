import type { PageContextServer } from 'vike/types';
import { dataFor } from '../data.server';

export function data(pageContext: PageContextServer) {
  return dataFor(pageContext.urlPathname);
}
