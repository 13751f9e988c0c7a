import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { resolveConfig } from '@netlify/config';
import { describe, expect, it } from 'vitest';
import { CALLBACK_PATH, PROJECT_FILES_PATH as PROJECT_FILES, START_PATH } from './paths';
import { EDITING_DIR, PROJECT_FILE } from './project-files.server';

/**
 * netlify.toml as Netlify itself reads it (@netlify/config, the parser of Netlify's builds): it
 * builds with the project's build, publishes what the build writes, and routes every path the
 * editing screen uses to a function that exists, with the files that function reads.
 */
const root = process.cwd();

async function netlifyConfig() {
  const resolved = await resolveConfig({
    cwd: root,
    repositoryRoot: root,
    offline: true,
    mode: 'buildbot',
    context: 'production',
    branch: 'main',
    buffer: true,
  });
  return resolved as {
    configPath: string;
    config: {
      build: { command: string; publish: string; environment: Record<string, string> };
      functionsDirectory: string;
      functions: Record<string, { included_files?: string[]; node_bundler?: string }>;
      redirects: Array<{ from: string; to: string; status: number; force: boolean }>;
    };
  };
}

const functionFile = (dir: string, name: string) => ['ts', 'mts', 'js', 'mjs'].map((ext) => join(dir, `${name}.${ext}`)).find(existsSync);

describe('netlify.toml', () => {
  it('builds with the project build and publishes its output', async () => {
    const { configPath, config } = await netlifyConfig();
    expect(configPath).toBe(join(root, 'netlify.toml'));
    const script = /^npm run (\S+)$/.exec(config.build.command)?.[1] ?? '';
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts[script]).toMatch(/run\.mjs build$/);
    expect(config.build.publish).toBe(join(root, 'dist'));
    // The Node it builds with is one the project supports.
    const engines = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    const [major, minor] = (/>=(\d+)\.(\d+)/.exec(engines) ?? []).slice(1).map(Number);
    const node = Number(config.build.environment.NODE_VERSION);
    expect(node > major || (node === major && minor === 0)).toBe(true);
  });

  it('routes the sign-in and the project files to functions that exist, forced over any file', async () => {
    const { config } = await netlifyConfig();
    expect(config.functionsDirectory.startsWith(join(root, 'src'))).toBe(true);
    for (const path of [START_PATH, CALLBACK_PATH, PROJECT_FILES]) {
      const rule = config.redirects.find((redirect) => redirect.from === path);
      expect(rule, path).toMatchObject({ status: 200, force: true });
      const name = /^\/\.netlify\/functions\/([\w-]+)$/.exec(rule!.to)?.[1] ?? '';
      expect(functionFile(config.functionsDirectory, name), `${path} -> ${rule!.to}`).toBeTruthy();
    }
    const serving = /^\/\.netlify\/functions\/([\w-]+)$/.exec(config.redirects.find((redirect) => redirect.from === PROJECT_FILES)!.to)![1];
    const included = [...(config.functions[serving]?.included_files ?? []), ...(config.functions['*']?.included_files ?? [])];
    expect(included.some((glob) => `${EDITING_DIR}/${PROJECT_FILE}`.startsWith(glob.replace(/\*\*$/, '')))).toBe(true);
  });

  it("has functions that bundle on their own, small, without the site's code", async () => {
    const { config } = await netlifyConfig();
    for (const name of ['oauth', 'oauth-callback', 'project-files']) {
      const file = functionFile(config.functionsDirectory, name)!;
      const out = await build({
        entryPoints: [file],
        bundle: true,
        platform: 'node',
        format: 'esm',
        write: false,
        metafile: true,
        logLevel: 'silent',
      });
      const inputs = Object.keys(out.metafile.inputs);
      expect(
        inputs.filter((input) => !input.startsWith('src/netlify/')),
        name,
      ).toEqual([]);
      expect(out.outputFiles[0].contents.byteLength, name).toBeLessThan(30_000);
    }
  });
});
