/** The types of eslint.config.js, for the test that reads its layers (tests/unit/layers.test.ts). */
export const LAYERS: string[][];
export const NODE_ONLY: string[];
declare const config: unknown;
export default config;
