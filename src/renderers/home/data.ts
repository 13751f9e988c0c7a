import { genericBuilder } from '../generic';

export const build = genericBuilder;
