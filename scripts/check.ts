import { runCheck } from '../src/build/check';

process.exitCode = await runCheck({ launch: process.argv.includes('--launch') });
