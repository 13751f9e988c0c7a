/** Decap's English phrases, as a module of their own (the package's main entry needs a window): plain-words.test.ts reads them. */
declare module 'decap-cms-locales/dist/esm/en/index.js' {
  const en: Record<string, unknown>;
  export default en;
}
