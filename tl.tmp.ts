const T0 = performance.now();
const ts = (s: string) => console.error(`[${Math.round(performance.now() - T0)}ms] ${s}`);
process.env.NODE_ENV = 'production';
const { runCheck } = await import('./src/build/check');
ts('imported check');
await runCheck({ root: process.cwd(), print: () => {} });
ts('check done');
const { build } = await import('vike/api');
ts('vike/api imported');
const probe = { name: 'probe', enforce: 'pre' as const,
  config() { ts('config hook'); },
  configResolved(c: any) { ts('configResolved ' + (c.build?.ssr ? 'ssr' : '')); },
  buildStart() { ts('buildStart ' + (this as any).environment?.name); },
  buildEnd() { ts('buildEnd ' + (this as any).environment?.name); },
  writeBundle() { ts('writeBundle ' + (this as any).environment?.name); },
  closeBundle() { ts('closeBundle ' + (this as any).environment?.name); },
};
await build({ viteConfig: { root: process.cwd(), logLevel: 'error', plugins: [probe], configLoader: 'native', build: { outDir: '.build/tl' } } as any });
ts('vike build done');
