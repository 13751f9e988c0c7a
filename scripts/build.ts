export {};
process.env.NODE_ENV ??= 'production';
const { runBuild } = await import('../src/build/build');

process.exitCode = await runBuild({ launch: process.argv.includes('--launch'), verbose: process.argv.includes('--verbose') });
