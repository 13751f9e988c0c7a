import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { FIXTURE_SITE } from '../../tests/support/fixture-site';

it('every content file passes its editor schema, and an unknown id does not', async () => {
  const { default: Ajv } = await import('ajv');
  const { default: addFormats } = await import('ajv-formats');
  const { parse } = await import('yaml');
  const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
  addFormats(ajv);
  for (const text of readdirSync('schema').filter((fileName) => fileName.endsWith('.schema.json')))
    ajv.addSchema(JSON.parse(readFileSync(`schema/${text}`, 'utf8')));
  const settings = JSON.parse(readFileSync('.vscode/settings.json', 'utf8')) as { 'yaml.schemas': Record<string, string> };
  let files = 0;
  for (const [schemaPath, pattern] of Object.entries(settings['yaml.schemas'])) {
    const id = schemaPath.replace('./schema/', '');
    if (!ajv.getSchema(id)) ajv.addSchema({ ...JSON.parse(readFileSync(schemaPath, 'utf8')), $id: id });
    const dir = pattern.includes('*') ? pattern.slice(0, pattern.indexOf('/*')) : undefined;
    const recursive = pattern.includes('**');
    const matched = dir
      ? existsSync(dir)
        ? readdirSync(dir, { recursive })
            .map(String)
            .filter((text) => text.endsWith('.yaml'))
            .map((text) => `${dir}/${text}`)
        : []
      : [pattern];
    for (const file of matched) {
      const valid = ajv.validate(id, parse(readFileSync(file, 'utf8')));
      expect(valid, `${file}: ${ajv.errorsText()}`).toBe(true);
      files++;
    }
  }
  expect(files).toBeGreaterThan(50);
  const service = parse(readFileSync(join(FIXTURE_SITE, 'content/services/garage-door-repair.yaml'), 'utf8'));
  expect(ajv.validate('editor/service.schema.json', { ...service, relatedServices: ['garage-door-panel-repiar'] })).toBe(false);
});
