// `node scripts/run.mjs errors-doc`: writes docs/errors.md from the error catalogue.
import { writeFileSync } from 'node:fs';
import { errorsMarkdown } from '../src/manifest/error-docs';

writeFileSync('docs/errors.md', errorsMarkdown());
console.log('docs/errors.md written from src/manifest/error-catalogue.ts');
