import { writeFileSync } from 'node:fs';
import { generateTypes } from '../src/manifest/typegen';

const out = 'src/manifest/schema.generated.ts';
writeFileSync(out, await generateTypes('schema'));
console.log(`wrote ${out}`);
