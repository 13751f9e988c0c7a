import { runCheck } from '../src/checks/check';

const rootFlag = process.argv.indexOf('--root');
process.exitCode = await runCheck({
  launch: process.argv.includes('--launch'),
  root: rootFlag > 0 ? process.argv[rootFlag + 1] : undefined,
});
