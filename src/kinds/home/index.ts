import { defineKind } from '../kind';
import { build } from './data';

/** The home page: hero, services, areas, brands, reviews. */
export default defineKind({
  data: build,
  social: { title: 'Garage Door Repair in Tampa Bay' },
});
