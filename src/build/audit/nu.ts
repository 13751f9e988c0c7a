import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

/** The W3C Nu HTML checker (vnu-jar, the validator.w3.org/nu engine) needs Java; undefined when it cannot run here. */
export function nuChecker(): { java: string; jar: string } | undefined {
  let jar: string;
  try {
    jar = String(createRequire(import.meta.url)('vnu-jar'));
  } catch {
    return undefined;
  }
  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  return existsSync(jar) ? { java, jar } : undefined;
}

type NuMessage = { type: string; subType?: string; url?: string; lastLine?: number; firstColumn?: number; message: string };

/**
 * Every error the Nu checker reports over the given HTML files (paths relative to `dist`), as
 * `file:line:column message`. One Java process for all files. Rejects when Java cannot start.
 */
export function validateNu(dist: string, files: string[]): Promise<string[]> {
  const nu = nuChecker();
  if (!nu) return Promise.reject(new Error('vnu-jar is not installed'));
  if (!files.length) return Promise.resolve([]);
  // One run of a few seconds: the JVM's quick compiler alone and its one-thread collector do it in
  // about half the processor time of its defaults (the optimizing compiler's work never pays back).
  const args = [
    '-Xss8m',
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-jar',
    nu.jar,
    '--errors-only',
    '--format',
    'json',
    ...files.map((text) => join(dist, text)),
  ];
  return new Promise((resolve, reject) => {
    execFile(nu.java, args, { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      // The checker exits 1 when it finds errors and writes its JSON report to stderr.
      let report: { messages: NuMessage[] };
      try {
        report = JSON.parse(stderr);
      } catch {
        return reject(error ?? new Error(`the Nu checker wrote no report: ${stderr.slice(0, 200)}`));
      }
      resolve(
        report.messages
          .filter((message) => message.type === 'error' || message.subType === 'fatal')
          .map((message) => {
            const file = message.url ? relative(dist, decodeURIComponent(new URL(message.url).pathname)) : '?';
            return `${file}:${message.lastLine ?? 0}:${message.firstColumn ?? 0} ${message.message}`;
          }),
      );
    });
  });
}
