import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** What a test file does that takes seconds where most take milliseconds: load, check or serve the whole site. */
const HEAVY = /\b(?:loadSite|scratchSite|checkSite|realSite|applyEdits|createServer|runCheck|ESLint|spawn)\b/g;

/**
 * The unit suite's order. Vitest starts the files that took longest last time first, so that its two
 * workers end together; a fresh clone has no last time, and then the files that do the most of the
 * heavy things start first (a heavy file started last left one worker alone for seconds).
 */
export default class HeavyFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = files.filter((file) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`),
    );
    if (known.length > files.length / 2) return super.sort(files);
    const weight = new Map(files.map((file) => [file, (readFileSync(file.moduleId, 'utf8').match(HEAVY) ?? []).length]));
    return [...files].sort((a, b) => weight.get(b)! - weight.get(a)!);
  }
}
