import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

/** Installs Debian's Chromium when it is missing (the test machines are Debian, and we are root there). */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  console.log('Chromium is missing: installing the Debian package…');
  execFileSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'], {
    stdio: 'inherit',
  });
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is still missing at ${CHROMIUM}`);
  return CHROMIUM;
}

/** Installs a Java runtime when it is missing: the W3C Nu HTML checker in `npm run audit` runs on it. */
export function ensureJava(): void {
  if (process.env.JAVA_HOME || spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0) return;
  console.log('Java is missing: installing the Debian package…');
  execFileSync(
    'bash',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null'],
    { stdio: 'inherit' },
  );
}
