import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { copySchemas } from '../src/kinds/kinds';
import { adminConfigText } from '../src/admin/config';
import { editorFiles } from '../src/manifest/editor-schemas';
import { generateTypes } from '../src/manifest/typegen';
import { linkTableModule, readRoutes } from '../src/routes/link-table';

const out = 'src/manifest/schema.generated.ts';
writeFileSync(out, await generateTypes('schema'));
console.log(`wrote ${out}`);
// The links of the code: each kind's route pattern, for href().
const routesOut = 'src/routes/routes.generated.ts';
writeFileSync(routesOut, linkTableModule(readRoutes(process.cwd())));
console.log(`wrote ${routesOut}`);
// Editor completion: the schemas with today's ids, and VS Code's mapping of files to schemas.
for (const [file, text] of Object.entries(editorFiles(process.cwd(), copySchemas()))) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
console.log('wrote schema/editor/ and .vscode/settings.json');
// The editing screen at /admin: its forms, from the same schemas and ids.
writeFileSync('src/admin/config.generated.json', adminConfigText(process.cwd(), copySchemas()));
console.log('wrote src/admin/config.generated.json');
