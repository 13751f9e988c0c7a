/**
 * Browser and server code apart (eslint.config.js): a module outside a server/ folder and not named
 * *.server.ts never imports Node or a package that runs on Node only.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const lint = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: resolve(file) }))[0].messages.filter(
    (message) => message.ruleId === '@typescript-eslint/no-restricted-imports',
  );

describe('browser modules and Node', () => {
  it('refuses Node and Node-only packages in browser code', async () => {
    for (const [file, code] of [
      ['src/components/new-file.tsx', `import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n`],
      ['src/booking/form/new-file.ts', `import { join } from 'path';\nexport const j = join;\n`],
      ['src/editing/screen/new-file.ts', `import Database from 'better-sqlite3';\nexport const d = Database;\n`],
      ['src/booking/rules/new-file.ts', `import { createTransport } from 'nodemailer';\nexport const t = createTransport;\n`],
    ]) {
      const messages = await lint(file, code);
      expect(messages.map((message) => message.message).join('\n'), file).toContain('Browser code never imports Node');
    }
  });

  it('allows Node in server/ folders, *.server.ts files and the build, and a type anywhere', async () => {
    const fs = `import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n`;
    for (const file of [
      'src/booking/server/new-file.ts',
      'src/editing/server/live/new-file.ts',
      'src/http/new-file.server.ts',
      'src/build/new-file.ts',
    ])
      expect(await lint(file, fs), file).toEqual([]);
    expect(
      await lint('src/components/new-file.ts', `import type { IncomingMessage } from 'node:http';\nexport type M = IncomingMessage;\n`),
    ).toEqual([]);
  });
});
