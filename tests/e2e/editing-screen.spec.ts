/**
 * The editing screen, as an office manager uses it: `npm run edit` over a scratch folder of the fixture
 * site.yaml and content/ (a git repository of its own, so that each save is a diff), Decap CMS at
 * /admin in Chromium, forms, the preview, and the check that guards every save.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import {
  changedLines,
  closeNotes,
  newParagraphAfter,
  openEntry as openScreenEntry,
  publish,
  test,
  useEditServer,
} from '../support/edit-screen';
import { listen } from '../support/http';
import { createSiteServer } from '../../src/server/static-server';
import { START_PATH } from '../../src/netlify/oauth.server';
import { EDITING_DIR, PROJECT_FILE, REPOSITORY_FILE } from '../../src/netlify/project-files.server';
import { parse } from 'yaml';

test.describe('the editing screen over a scratch site', () => {
  const edit = useEditServer();
  const git = (...args: string[]) => edit.git(...args);
  const changed = () => changedLines(edit);

  const openEntry = (page: Page, hash: string) => openScreenEntry(page, edit, hash);

  /** The about page's long text open on the screen: its file, and what the file held before the test. */
  const openAboutText = async (page: Page) => {
    await openEntry(page, 'texts/entries/text-about');
    const file = join(edit.contentRoot, 'content/pages/about.mdx');
    return { file, before: readFileSync(file, 'utf8') };
  };

  /** The page drawn in the preview pane (Decap's frame, then the page's own frame in it). */
  const preview = (page: Page) => page.frameLocator('#preview-pane').frameLocator('iframe[title="Page preview"]');

  test('a city and a service edited with forms: the diff is exactly those lines, and the check passes', async ({ page }) => {
    test.setTimeout(180_000);
    await openEntry(page, 'cities/entries/brandon');
    await expect(preview(page).locator('h1')).toContainText('Brandon', { timeout: 30_000 });
    await page.locator('[id^="name-field"]').first().fill('Valrico');
    // The preview draws the unsaved name with the city page's own renderer.
    await expect(preview(page).locator('h1')).toContainText('Valrico', { timeout: 30_000 });
    await publish(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 });
    expect(changed()).toEqual(['-name: Brandon', '+name: Valrico']);
    // (The × after it is its Close button.)
    await expect(page.locator('#save-status')).toHaveText('Saved. The file now holds your change.×');
    // Changed again, the entry no longer is what was saved: the line goes (it stood beside "Unsaved changes").
    await page.locator('[id^="name-field"]').first().fill('Valrico Springs');
    await expect(page.locator('#save-status')).toHaveCount(0);

    await openEntry(page, 'services/entries/garage-door-repair');
    // The line spoke of the city: the service, untouched yet, shows none.
    await expect(page.locator('#save-status')).toHaveCount(0);
    const before = (
      parse(readFileSync(join(edit.contentRoot, 'content/services/garage-door-repair.yaml'), 'utf8')) as { shortDescription: string }
    ).shortDescription;
    const text = 'Fast, honest repairs for every part of your garage door, from springs to openers.';
    await page.locator('[id^="shortDescription-field"]').fill(text);
    await publish(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 });
    // The description keeps its folded style: its own lines change, nothing else.
    const folded = before.match(/.{1,88}(\s|$)/g)!.map((line) => `-  ${line.trim()}`);
    expect(changed()).toEqual(['-name: Brandon', '+name: Valrico', ...folded, `+  ${text}`]);
    expect(git('diff', '--stat')).toMatch(/2 files changed/);
    execFileSync(process.execPath, ['scripts/run.mjs', 'check', '--root', edit.contentRoot], { stdio: 'pipe' });
    git('commit', '-qam', 'edits');
  });

  test('a new fact in the business facts: a name the schema allows, one added line, and the check passes', async ({ page }) => {
    test.setTimeout(120_000);
    await openEntry(page, 'settings/entries/site');
    const name = page.getByLabel("New fact's name");
    const add = page.getByRole('button', { name: 'Add fact' });
    await page.getByLabel("New fact's text").fill('$129');
    // Named in words, typed a letter at a time (spaces and all): a name that is not one is said.
    await name.pressSequentially('24 hour');
    await expect(page.getByRole('alert').filter({ hasText: 'starts with a letter' })).toBeVisible();
    await expect(add).toBeDisabled();
    // A fact there already, named in words: the name texts use is found.
    await name.fill('Service call fee');
    await expect(page.getByRole('alert').filter({ hasText: 'Service call fee is already a fact ({{serviceCallFee}})' })).toBeVisible();
    await name.fill('');
    await name.pressSequentially('Tune-up price');
    await expect(page.getByText('Written in texts as {{tuneUpPrice}}')).toBeVisible();
    await add.click();
    // Named in words, with how texts write it.
    await expect(page.getByLabel('Tune up price {{tuneUpPrice}}', { exact: true })).toHaveValue('$129');
    await publish(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 });
    expect(changed()).toEqual(['+  tuneUpPrice: $129']);
    expect(
      (parse(readFileSync(join(edit.contentRoot, 'site.yaml'), 'utf8')) as { constants: Record<string, string> }).constants.tuneUpPrice,
    ).toBe('$129');
    execFileSync(process.execPath, ['scripts/run.mjs', 'check', '--root', edit.contentRoot], { stdio: 'pipe' });
    git('commit', '-qam', 'a new fact');
  });

  test("the pages' titles are named in words (the page's kind, the pages it makes), and one is edited on its own line", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openEntry(page, 'settings/entries/site');
    const section = page.getByText("Pages' titles and descriptions in search results", { exact: true }).first();
    await section.click();
    const summary = page.getByText('One page for each service and city (/services/…/…)', { exact: true });
    await expect(summary).toBeVisible();
    await expect(page.getByText('Service-in-city page', { exact: true })).toBeVisible();
    await expect(page.getByText('About (/about)', { exact: true })).toBeVisible();
    // Two pages of one kind (the legal pages) told apart by their names.
    await expect(page.getByText('Terms of Use (/terms)', { exact: true })).toBeVisible();
    await expect(page.getByText('Privacy Policy (/privacy)', { exact: true })).toBeVisible();
    // No address pattern in code's words, and no way to take a page away or move it.
    await expect(page.getByText(/:[a-z]+Id\b/)).toHaveCount(0);
    // Its bar has its arrow only: no button to remove it, no handle to move it.
    const item = summary.locator('xpath=..');
    const bar = item.locator(':scope > [class*="StyledListItemTopBar"]');
    await expect(bar.getByRole('button')).toHaveCount(1);
    await expect(bar.locator('[class*="DragHandle"]')).toHaveCount(0);
    // Opened, its description edited: that line of site.yaml, nothing else.
    await bar.getByRole('button').click();
    const description = item.locator('[id^="description-field"]').first();
    // Shorter (a longer one would make some pages' summaries too long, which the check refuses).
    const shorter = `${(await description.inputValue())
      .split(' ')
      .slice(0, -3)
      .join(' ')
      .replace(/[,;:.]$/, '')}.`;
    await description.fill(shorter);
    await publish(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 });
    const lines = changed();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(`+    description: ${JSON.stringify(shorter)}`);
    git('commit', '-qam', 'a page kind described');
  });

  test("a service's price is chosen in words (the claim's title and what the pages say); the file gets the claim's name", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const read = <T>(file: string) => parse(readFileSync(join(edit.contentRoot, file), 'utf8')) as T;
    const claims = read<{ claims: Record<string, { value: string }> }>('site.yaml').claims;
    const services = readdirSync(join(edit.contentRoot, 'content/services')).map((file) =>
      read<{ id: string; price?: string }>(`content/services/${file}`),
    );
    const priced = services.find((service) => service.price)!;
    expect(priced, 'a service that names its price').toBeDefined();
    const other = ['springReplacementRange', 'panelReplacementRange', 'newDoorRange'].find((claim) => claim !== priced.price)!;
    await openEntry(page, `services/entries/${priced.id}`);
    // The field shows the chosen price as the office reads it, never the claim's name.
    // (Decap's field: its label in a top bar, the choice beside it in the same container.)
    const field = page.locator('label[for^="price-field"]').first().locator('xpath=../..');
    await expect(field).toContainText(claims[priced.price!].value);
    await expect(field).not.toContainText(priced.price!);
    await page.locator('[id^="price-field"]').first().click();
    const choice = page.getByText(claims[other].value, { exact: false }).last();
    await expect(choice).toBeVisible();
    await expect(page.getByText(other, { exact: true })).toHaveCount(0);
    await choice.click();
    await publish(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 });
    expect(changed()).toEqual([`-price: ${priced.price}`, `+price: ${other}`]);
    execFileSync(process.execPath, ['scripts/run.mjs', 'check', '--root', edit.contentRoot], { stdio: 'pipe' });
    git('commit', '-qam', 'another price');
  });

  test('a long text (MDX) edited formatted: a heading retyped is one changed line, what looks like a tag or code is text, the rest of the file as it was', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { file, before } = await openAboutText(page);
    // The text opens formatted: a heading is a heading, a fact is {{name}}, and nothing has changed yet.
    const heading = page.locator('[contenteditable="true"] h3', { hasText: 'Built for Tampa Bay homes' });
    await expect(heading).toBeVisible();
    await expect(page.locator('[contenteditable="true"]').first()).toContainText('{{company}} was founded');
    await expect(page.getByText('Nothing to publish')).toBeVisible();
    await heading.selectText();
    // What is typed here is text, also what looks like a tag or a line of code.
    await page.keyboard.type('Built for Gulf Coast homes { and < and <Spring Special>');
    await page.keyboard.press('Enter');
    await page.keyboard.type('export const x = 1');
    await publish(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 });
    // Plain Markdown, the brace, the angles and the line's first letter written as text (as MDX
    // needs); every other byte as it was.
    expect(readFileSync(file, 'utf8')).toBe(
      before.replace(
        '### Built for Tampa Bay homes\n',
        '### Built for Gulf Coast homes \\{ and \\< and \\<Spring Special>\n\n&#101;xport const x = 1\n',
      ),
    );
    execFileSync(process.execPath, ['scripts/run.mjs', 'check', '--root', edit.contentRoot], { stdio: 'pipe' });
    // Opened again, the text reads as she typed it: no character reference, no backslash.
    await openScreenEntry(page, edit, 'texts/entries/text-about', { fresh: true });
    const text = page.locator('[contenteditable="true"]').first();
    await expect(text).toContainText('export const x = 1');
    await expect(text).toContainText('Built for Gulf Coast homes { and < and <Spring Special>');
    await expect(text).not.toContainText('&#');
    await expect(page.getByText('Nothing to publish')).toBeVisible();
    git('checkout', '--', 'content/pages/about.mdx');
  });

  test('code typed into a long text: asked before it goes live as text; "Take it out first" writes nothing, "Publish it as text" writes it as characters', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { file, before } = await openAboutText(page);
    // (A web address in it would be refused by the check: a page's links are the site's own.)
    const embed = '<script>document.title = "Spring sale"</script>';
    await newParagraphAfter(page, 'Built for Tampa Bay homes');
    await page.keyboard.type(embed);
    await publish(page);
    const question = page.getByRole('dialog', { name: 'Publish this code as text?' });
    await expect(question).toBeVisible({ timeout: 30_000 });
    // The line as the page would show it, not as the file writes it (\<iframe).
    await expect(question.getByRole('listitem')).toHaveText([embed]);
    await question.getByRole('button', { name: 'Take it out first' }).click();
    await expect(page.getByText('Not published: take the code out of the text, then publish.').first()).toBeVisible();
    expect(readFileSync(file, 'utf8')).toBe(before);
    await closeNotes(page);
    await publish(page);
    await question.getByRole('button', { name: 'Publish it as text' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 });
    expect(readFileSync(file, 'utf8')).toContain(embed.replaceAll('<', '\\<'));
    git('checkout', '--', 'content/pages/about.mdx');
  });

  test('text pasted from a web page into a long text: its words, bold and link are in, its picture left out with a note, and the screen stands', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { file } = await openAboutText(page);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: edit.origin });
    const copied = {
      // Bold as many pages and Word write it, <b>: Decap's own paste dropped it.
      html: '<p>Our crew <b>at work</b> in <a href="https://www.hillsboroughcounty.org/westchase">Westchase</a>:</p><p><img src="https://www.example.org/door.jpg" alt="A new door"></p><p>Call us <img src="https://www.example.org/phone.png" alt=""> for a quote.</p>',
      text: 'Our crew at work in Westchase:\n\nCall us for a quote.',
    };
    await page.evaluate(
      ({ html, text }) =>
        navigator.clipboard.write([
          new ClipboardItem({
            'text/html': new Blob([html], { type: 'text/html' }),
            'text/plain': new Blob([text], { type: 'text/plain' }),
          }),
        ]),
      copied,
    );
    const body = page.locator('[contenteditable="true"]').first();
    await newParagraphAfter(page, 'Built for Tampa Bay homes');
    await page.keyboard.press('ControlOrMeta+V');
    // Decap's own paste made the picture an element its editor could not draw: the screen gave way to an error page.
    await expect(page.getByText('The pictures were left out')).toBeVisible();
    await expect(body).toContainText('Call us for a quote.');
    await expect(body.locator('img')).toHaveCount(0);
    await expect(page.getByText("There's been an error")).toHaveCount(0);
    await publish(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 });
    const saved = readFileSync(file, 'utf8');
    expect(saved).toContain(
      '### Built for Tampa Bay homes\n\nOur crew **at work** in [Westchase](https://www.hillsboroughcounty.org/westchase):',
    );
    expect(saved).toContain(':\n\nCall us for a quote.\n');
    expect(saved).not.toMatch(/!\[|door\.jpg|phone\.png/);
    expect(uncaught).toEqual([]);
    git('checkout', '--', 'content/pages/about.mdx');
  });

  test('a long text (MDX) edited as Markdown: the preview draws the edit, a broken text is refused, a good one is one changed line', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { before } = await openAboutText(page);
    expect(before).toContain('### Built for Tampa Bay homes');
    await expect(preview(page).locator('h3', { hasText: 'Built for Tampa Bay homes' })).toBeVisible({ timeout: 30_000 });
    // The text as the file holds it: the editor's Markdown mode.
    const field = page.locator('[aria-label="markdown field"]');
    await field.getByRole('switch').click();
    const body = field.locator('[contenteditable="true"]');
    // A bare < starts a tag in MDX: the check's message in plain words, and nothing written.
    await body.fill(before.replace('a simple idea:', 'a simple idea (calls answered in <2 minutes):'));
    await publish(page);
    const problems = page.locator('#check-problems');
    await expect(problems).toContainText('A < in the text starts a tag', { timeout: 30_000 });
    expect(changed()).toEqual([]);
    await problems.getByRole('button', { name: 'Close' }).click();
    // The preview draws the edited text with the about page's own renderer, facts filled in.
    await body.fill(before.replace('### Built for Tampa Bay homes', '### Built for Gulf Coast homes'));
    await expect(preview(page).locator('h3', { hasText: 'Built for Gulf Coast homes' })).toBeVisible({ timeout: 30_000 });
    await expect(preview(page).locator('main')).not.toContainText('{{');
    await publish(page);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 });
    expect(changed()).toEqual(['-### Built for Tampa Bay homes', '+### Built for Gulf Coast homes']);
    execFileSync(process.execPath, ['scripts/run.mjs', 'check', '--root', edit.contentRoot], { stdio: 'pipe' });
    git('commit', '-qam', 'a long text');
  });

  test('a typed fee (the $85 of serviceCallFee) in copy: the check’s message at the field, nothing written, and no uncaught error', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openEntry(page, 'services/entries/garage-door-repair');
    const fee = (parse(readFileSync(join(edit.contentRoot, 'site.yaml'), 'utf8')) as { constants: { serviceCallFee: string } }).constants
      .serviceCallFee;
    const field = page.locator('textarea[id^="shortDescription-field"]');
    await field.fill(`Repairs from ${fee}, springs to openers, done right the first time.`);
    // Read before the save: the message under the field has an id that starts the same.
    const problem = page.locator(`#${await field.getAttribute('id')}-problem`);
    // The refusal is said on the screen; in the browser it is no uncaught error, as if the screen had failed.
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await publish(page);
    await expect(problem).toContainText(`'${fee}' is typed by hand, but it is a business fact`, { timeout: 30_000 });
    await expect(problem).toContainText('{{serviceCallFee}}');
    await expect(problem).not.toContainText('.yaml');
    expect(changed()).toEqual([]);
    expect(uncaught).toEqual([]);
  });

  test('a page of the site opened from the screen (the preview links to it) hydrates: the server knew its dependencies from the start', async ({
    page,
  }) => {
    // Without hot updates, a dependency found on this first visit would leave the page with two copies of React.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(new URL('/services/garage-door-repair', edit.link).href);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });
});

test.describe("the editing screen of the built site (/admin/, signed in through the repository's Git host)", () => {
  const dist = process.env.OUT_DIR ?? 'dist';

  test('it is served apart: never indexed, its own policy, and no public page or asset carries a byte of it', async ({ request }) => {
    // `request` goes to the suite's `npm start`, which has no editor: its /admin/ is not served at all.
    expect((await request.get('/admin/', { maxRedirects: 0 })).status()).toBe(404);
    // The static host serves dist/admin/ with its own rules (dist/_headers) and a noindex page.
    const rules = readFileSync(join(dist, '_headers'), 'utf8');
    const adminRules = rules.slice(rules.indexOf('/admin/*'));
    expect(adminRules).toMatch(/X-Robots-Tag: noindex, nofollow/);
    expect(adminRules.split('\n').find((line) => line.includes('Content-Security-Policy'))).toContain("'unsafe-eval'");
    expect(readFileSync(join(dist, 'admin/index.html'), 'utf8')).toContain('<meta name="robots" content="noindex, nofollow" />');
    // The site's pages keep the site's policy.
    expect((await request.get('/')).headers()['content-security-policy']).not.toContain('unsafe-eval');

    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|js|css|json|xml|txt)$/.test(file));
    const publicFiles = files.filter((file) => !file.startsWith('admin/'));
    const adminFiles = files.filter((file) => file.startsWith('admin/'));
    expect(publicFiles.length).toBeGreaterThan(50);
    const carrying = publicFiles.filter((file) =>
      /decap-cms|registerPreviewTemplate|netlifyIdentity|\/admin\//.test(readFileSync(join(dist, file), 'utf8')),
    );
    expect(carrying).toEqual([]);
    // The screen is Decap signing in through the site's own function (its configuration, beside its
    // page, says where), and holds no credential of any kind.
    const screen = adminFiles
      .filter((file) => file.endsWith('.js') || file === 'admin/config.json')
      .map((file) => readFileSync(join(dist, file), 'utf8'));
    expect(screen.join('\n')).toContain(START_PATH.slice(1));
    expect(screen.join('\n')).toContain('registerPreviewTemplate');
    expect(screen.join('\n')).not.toMatch(/(access_token|client_secret|api_key)["']?\s*[:=]\s*["'][A-Za-z0-9_-]{12,}/);
    // Netlify's e-mails to editors can link to the screen, not to the home page.
    const invitation = readFileSync(join(dist, 'admin/emails/invitation.html'), 'utf8');
    expect(invitation).toContain('{{ .SiteURL }}/admin/#invite_token={{ .Token }}');
  });

  test("it gives the project's source to no visitor: no file under /admin/ holds site.yaml's text", async ({ request }) => {
    // site.yaml's comments are written for the people who keep the site, and shown on no page.
    const comments = readFileSync('site.yaml', 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('#') && line.length > 30);
    expect(comments.length).toBeGreaterThan(0);
    const adminFiles = readdirSync(join(dist, 'admin'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => !/\.(br|gz|png|jpe?g|webp|avif|woff2?)$/.test(file),
    );
    const holding = adminFiles.filter((file) => {
      const path = join(dist, 'admin', file);
      if (!statSync(path).isFile()) return false;
      const text = readFileSync(path, 'utf8');
      return comments.some((comment) => text.includes(comment));
    });
    expect(holding).toEqual([]);
    for (const path of ['/admin/project.json', '/admin/project-files.server']) {
      const res = await request.get(path);
      expect(res.status(), path).not.toBe(200);
      expect(await res.text(), path).not.toContain(comments[0]);
    }
  });

  test("it opens on the Git host's sign-in, and its check and preview run in the browser", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The built site as the static host serves it (the suite's npm start has no editor, so no /admin/).
    const host = createSiteServer({ dir: dist });
    const port = await listen(host);
    test.info().attach('host', { body: `http://127.0.0.1:${port}/` });
    await page.goto(`http://127.0.0.1:${port}/admin/`);
    // Built where the repository is known (Netlify): its host's sign-in; elsewhere, a page that says how to set it up.
    const repository = JSON.parse(readFileSync(join(EDITING_DIR, REPOSITORY_FILE), 'utf8')) as { repo?: string };
    if (repository.repo) await expect(page.getByRole('button', { name: /^Login with (GitHub|GitLab)$/ })).toBeVisible({ timeout: 30_000 });
    else
      await expect(page.getByRole('heading', { name: 'Editing online is not set up for this site yet' })).toBeVisible({
        timeout: 30_000,
      });
    expect(errors).toEqual([]);
    // Signing in needs the Git host; the worker that guards each save and draws the preview does not.
    // It reads the files the build wrote for the project-files function (outside the published folder).
    const worker = readdirSync(join(dist, 'admin/assets')).find((file) => file.startsWith('check.worker'));
    expect(worker).toBeTruthy();
    const project = readFileSync(join(EDITING_DIR, PROJECT_FILE), 'utf8');
    const answers = await page.evaluate(
      async ([file, project]) => {
        const checkWorker = new Worker(`/admin/assets/${file}`, { type: 'module' });
        const files = JSON.parse(project) as Record<string, string>;
        checkWorker.postMessage({ op: 'source', url: URL.createObjectURL(new Blob([project], { type: 'application/json' })), headers: {} });
        let id = 0;
        const ask = (op: string, path: string, text: string) =>
          new Promise<{ result: unknown }>((resolve) => {
            checkWorker.onmessage = (e) => resolve(e.data as { result: unknown });
            checkWorker.postMessage({ id: ++id, op, path, text });
          });
        const home = files['content/pages/home.yaml'];
        return {
          asIs: (await ask('check', 'content/pages/home.yaml', home)).result,
          typedFee: (await ask('check', 'content/pages/home.yaml', home.replace('{{serviceCallFee}}', '$85'))).result,
          preview: (
            await ask(
              'preview',
              'content/cities/brandon.yaml',
              files['content/cities/brandon.yaml'].replace(/^name: .*$/m, 'name: Valrico'),
            )
          ).result as string,
          text: (
            await ask('preview', 'content/pages/about.mdx', files['content/pages/about.mdx'].replace('Tampa Bay homes', 'Gulf Coast homes'))
          ).result as string,
        };
      },
      [worker!, project] as const,
    );
    expect(answers.asIs).toMatchObject({ ok: true, errors: [] });
    expect(answers.typedFee).toMatchObject({ ok: false });
    expect((answers.typedFee as { errors: string[] }).errors.join('\n')).toContain("[constant-literal] '$85' is typed into copy");
    expect(answers.preview).toMatch(/<h1[^>]*>[^<]*Valrico/);
    expect(answers.preview).not.toContain('<script');
    // A long text is drawn from the text being edited, not from the one the screen was built with.
    expect(answers.text).toMatch(/<h3[^>]*>Built for Gulf Coast homes<\/h3>/);
    await new Promise((done) => host.close(done));
  });
});
