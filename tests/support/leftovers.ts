import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The environment variable that marks every process a test run starts (scripts/test.ts sets it). */
export const RUN_MARK = 'SITE_TEST_RUN';

export type Leftover = { pid: number; cwd: string; command: string };

/**
 * The processes still alive that a test run started (they inherited its mark, even once orphaned)
 * or whose working folder was deleted (a server left in a temporary copy), other than `except`.
 * Linux only (/proc); elsewhere, none.
 */
export function leftoverProcesses(mark: string, except: number[] = [process.pid]): Leftover[] {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number);
  } catch {
    return [];
  }
  const found: Leftover[] = [];
  for (const pid of pids.filter((candidate) => !except.includes(candidate))) {
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0');
      if (!environ.includes(`${RUN_MARK}=${mark}`)) continue;
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      const command = readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').join(' ').trim();
      found.push({ pid, cwd, command });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}
