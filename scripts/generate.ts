// `node scripts/run.mjs generate` (npm run generate): writes the generated files. scripts/run.mjs
// runs this module before every other script too, so nobody needs to run it by hand.
export { writeGeneratedFiles } from '../src/build/generated-files';
