import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generateTypes } from './typegen';

it('src/manifest/schema.generated.ts is up to date with schema/ (run `npm run types` if not)', async () => {
  const fresh = await generateTypes('schema');
  expect(readFileSync('src/manifest/schema.generated.ts', 'utf8') === fresh, 'stale types: run npm run types').toBe(true);
});
