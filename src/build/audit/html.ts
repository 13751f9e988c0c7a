import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';

/**
 * html-validate with its recommended rules, over every HTML file. Turned off, with the reason:
 * - no-inline-style: styled-components' collected CSS and React's style props are intended;
 * - require-sri: every script and stylesheet is same-origin;
 * - attribute-empty-style, attribute-boolean-style: React writes boolean attributes as `hidden=""`,
 *   which is valid HTML;
 * - attr-case: React writes some attribute names as in JSX (`autoComplete`); HTML attribute names
 *   are case-insensitive;
 * - void-style: React writes `<br/>`-style void elements; both forms are valid HTML;
 * - tel-non-breaking: phone links keep their readable characters (the same text the structured data
 *   and the NAP check compare) and never wrap because of `a[href^='tel:'] { white-space: nowrap }`.
 */
const HTML_RULES: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    'no-inline-style': 'off',
    'require-sri': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    'tel-non-breaking': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    'attr-case': 'off',
  },
};

export async function validateHtml(dist: string, files: string[]): Promise<string[]> {
  const validator = new HtmlValidate(HTML_RULES);
  const errors: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(readFileSync(join(dist, file), 'utf8'), file);
    for (const result of report.results)
      for (const message of result.messages) errors.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
  }
  return errors;
}
