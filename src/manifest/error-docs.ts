import { CODES, MESSAGES, type ErrorCode, type MessageEntry } from './error-catalogue';

/** Where a code is explained: its heading in docs/errors.md. */
export const docsAnchor = (code: ErrorCode) => `docs/errors.md#${code}`;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * docs/errors.md, made from the catalogue (error-catalogue.ts): each code with its title, what it
 * is about, the editing screen's words, and every message the check writes under it. A test fails
 * when the file in git differs (`node scripts/run.mjs errors-doc` writes it).
 */
export function errorsMarkdown(): string {
  const out = [
    '# Errors of the site check',
    '',
    '<!-- Generated from src/manifest/error-catalogue.ts by `node scripts/run.mjs errors-doc`; do not edit. -->',
    '',
    'Every problem `npm run check` (and the build, and the editing screen) reports has a code. The check',
    'prints `file:line:column  path`, then `error [code] message` and `fix: hint`; the editing screen shows',
    'the plain message and hint at the field. `{name}` stands for what the check fills in.',
    '',
    ...Object.keys(CODES).map((code) => `- [\`${code}\`](#${code}): ${CODES[code as ErrorCode].title}`),
    '',
  ];
  for (const [code, about] of Object.entries(CODES)) {
    const messages = Object.entries(MESSAGES as Record<string, MessageEntry>).filter(([, messageEntry]) => messageEntry.code === code);
    out.push(`## ${code}`, '', `**${about.title}.** ${about.about}`, '', `In the editing screen: "${about.plain}". ${about.plainHint}`, '');
    if (messages.length) {
      out.push('| message | fix | in the editing screen |', '|---|---|---|');
      for (const [, messageEntry] of messages)
        out.push(
          `| ${cell(messageEntry.message)} | ${cell(messageEntry.hint)} | ${cell(`${messageEntry.plain ?? about.plain}. ${messageEntry.plainHint ?? about.plainHint}`)} |`,
        );
      out.push('');
    }
  }
  return out.join('\n');
}
