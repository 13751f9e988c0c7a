/**
 * npm run editors -- add "Name" name@example.com   adds an editor (or, for an existing one, makes a new link)
 *                                                  and prints a one-time link to choose a password (24 hours)
 * npm run editors -- list                          the editors: name, e-mail, password set or not, last sign-in
 * npm run editors -- remove name@example.com       removes an editor and ends their sessions at once
 * The database is env EDITORS_DB (default editors.sqlite beside the leads database, data/). Links
 * start with env PUBLIC_URL, else site.url from site.yaml.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { emailError, loadAddressCheck } from '../src/booking/rules/email';
import { PASSWORD_PATH } from '../src/editing/server/editors/pages';
import { editorsDbPath, LINK_HOURS, openEditorStore, type EditorRecord } from '../src/editing/server/editors/store';
import { publicUrl } from '../src/http/public-url';

const USAGE = `Usage:
  npm run editors -- add "Name" name@example.com
  npm run editors -- list
  npm run editors -- remove name@example.com
Database: env EDITORS_DB (default data/editors.sqlite, beside the leads).`;

/** Says what went wrong and how to do it right, and stops (2: the command was misused; 1: it could not be done). */
function fail(message: string, code = 2, usage = code === 2): never {
  console.error(`${message}${usage ? `\n\n${USAGE}` : ''}`);
  process.exit(code);
}

/** site.yaml read lightly: this command must work even when the site does not pass the check. */
function siteYaml(): { url?: unknown; timeZone?: unknown } {
  try {
    const doc = parse(readFileSync('site.yaml', 'utf8')) as { site?: { url?: unknown }; business?: { timeZone?: unknown } };
    return { url: doc.site?.url, timeZone: doc.business?.timeZone };
  } catch {
    return {};
  }
}

/** Times in the business's time zone (site.yaml business.timeZone), else the machine's. */
function formatTime(iso: string | null, timeZone: unknown): string {
  if (!iso) return 'never';
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: typeof timeZone === 'string' ? timeZone : undefined }).format(
      new Date(iso),
    );
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(new Date(iso));
  }
}

/** The address links start with (publicUrl: PUBLIC_URL, else site.url). */
function publicBase(url: unknown): URL {
  const given = publicUrl(typeof url === 'string' ? url : '');
  try {
    const base = new URL(given);
    if (base.protocol === 'https:' || base.protocol === 'http:') return base;
  } catch {
    // said below
  }
  return fail(
    `The site's address is not known, so no link can be made: set PUBLIC_URL to the address editors open (for example https://www.example.com), or site.url in site.yaml.`,
    1,
  );
}

async function add(name: string | undefined, email: string | undefined, rest: string[]) {
  if (!name?.trim() || !email || rest.length) fail('To add an editor, give their name (in quotes) and their e-mail.');
  if (name.length > 100 || /\p{Cc}/u.test(name)) fail('The name should be a person’s name on one line, at most 100 characters.');
  const problem = emailError(email.trim(), await loadAddressCheck());
  if (problem) fail(`“${email}” is not an e-mail address: ${problem}`);
  const site = siteYaml();
  const base = publicBase(site.url);
  const store = openEditorStore(editorsDbPath(), { lockWaitMs: 5000 });
  const link = store.addOrRelink(name, email);
  store.close();
  const url = new URL(PASSWORD_PATH, base);
  url.searchParams.set('token', link.token);
  const who = `${link.editor.name} <${link.editor.email}>`;
  console.log(
    link.created
      ? `Added ${who} as an editor.`
      : `${who} already is an editor${link.renamed ? ' (name updated)' : ''}: here is a new link; any earlier one no longer works.`,
  );
  console.log(
    `Send them this link to choose a password. It works once, for ${LINK_HOURS} hours (until ${formatTime(link.expiresAt.toISOString(), site.timeZone)}):\n\n${url.href}\n`,
  );
  // site.yaml's placeholder address (before launch) is no server's: the link would lead nowhere.
  if (!process.env.PUBLIC_URL && /(^|\.)example\.(com|org|net)$/.test(base.hostname))
    console.log(
      `Note: ${base.host} is site.yaml's placeholder address, so this link leads nowhere. Run the command again with the address this server answers at, e.g. PUBLIC_URL=http://localhost:4173 npm run editors -- add "${link.editor.name}" ${link.editor.email}\n`,
    );
}

function list() {
  const path = editorsDbPath();
  if (!existsSync(path)) {
    console.log(`No editors yet (no database at ${path}). Add one: npm run editors -- add "Name" name@example.com`);
    return;
  }
  const store = openEditorStore(path, { lockWaitMs: 5000 });
  const editors = store.list();
  store.close();
  if (!editors.length) {
    console.log(`No editors in ${path}. Add one: npm run editors -- add "Name" name@example.com`);
    return;
  }
  const { timeZone } = siteYaml();
  const password = (editor: EditorRecord) =>
    editor.passwordSet
      ? 'set'
      : editor.linkExpiresAt
        ? `not yet (link until ${formatTime(editor.linkExpiresAt, timeZone)})`
        : 'not yet (link expired: add them again)';
  const rows = [
    ['Name', 'E-mail', 'Password', 'Last sign-in'],
    ...editors.map((editor) => [editor.name, editor.email, password(editor), formatTime(editor.lastSignInAt, timeZone)]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log(`Editors in ${path}\n`);
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
}

function remove(email: string | undefined, rest: string[]) {
  if (!email || rest.length) fail('To remove an editor, give their e-mail.');
  const path = editorsDbPath();
  const store = existsSync(path) ? openEditorStore(path, { lockWaitMs: 5000 }) : undefined;
  const editor = store?.get(email);
  const removed = !!editor && !!store?.remove(email);
  store?.close();
  if (!editor || !removed) fail(`No editor has the e-mail ${email}. See who does: npm run editors -- list`, 1);
  console.log(`Removed ${editor.name} <${editor.email}>: they are signed out and can no longer sign in.`);
}

const [command, ...args] = process.argv.slice(2);
if (command === 'add') await add(args[0], args[1], args.slice(2));
else if (command === 'list' && !args.length) list();
else if (command === 'remove') remove(args[0], args.slice(1));
else if (command === 'help' || command === '--help' || command === '-h') console.log(USAGE);
else if (command === 'list') fail('list takes no arguments.');
else fail(command ? `“${command}” is not something this command does.` : 'Say what to do: add, list or remove.');
