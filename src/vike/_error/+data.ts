import { dataFor } from '../data.server';

export function data() {
  return dataFor(null);
}
