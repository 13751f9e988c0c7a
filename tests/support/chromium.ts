import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's headless Chromium (package chromium-headless-shell): the same Blink and V8 as the
 * browser, without its window layer. Headless, the full browser (/usr/bin/chromium) draws every
 * page through that layer too: the browser suite kept both cores busy about a third longer with it
 * (docs/decisions/074-tests-run-in-headless-chromium.md). CHROMIUM_PATH picks another build.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const DEBIAN_PACKAGE = 'chromium-headless-shell';

/** Flags for Debian's Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Installs Debian's headless Chromium when it is missing (the test machines are Debian, and we are root there). */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  console.log(`Chromium is missing: installing the Debian package ${DEBIAN_PACKAGE}…`);
  aptInstall(DEBIAN_PACKAGE);
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is still missing at ${CHROMIUM}`);
  return CHROMIUM;
}

/** Installs a Java runtime when it is missing: the W3C Nu HTML checker in `npm run audit` runs on it. */
export function ensureJava(): void {
  if (process.env.JAVA_HOME || spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return;
  console.log('Java is missing: installing the Debian package…');
  aptInstall('default-jre-headless');
}

/** Installs a Debian package with apt (as root), quietly. */
function aptInstall(name: string): void {
  execFileSync('bash', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name} >/dev/null`], {
    stdio: 'inherit',
  });
}
