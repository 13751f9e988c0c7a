process.env.NODE_ENV ??= 'production';
const { runBuild, OUT_DIR } = await import('../src/build/build');
import { loadSite } from '../src/manifest/load';
import { MailSettingsError } from '../src/booking/server/mail/config';
import { LinkSecretError } from '../src/booking/server/manage/links';
import { trustProxyFromEnv } from '../src/http/client-address.server';
import { needsBuild, siteServer } from '../src/server/start';
import { editorsDbPath, openEditorStore } from '../src/editing/server/editors/store';
import { editorsHandler } from '../src/editing/server/editors/handler';
import { liveEditing } from '../src/editing/server/live/editing';
import { livePublisher } from '../src/editing/server/live/publisher';
import { onRebuild } from '../src/server/rebuilds';
import { resolve } from 'node:path';

const root = process.cwd();
if (process.argv.includes('--build') || needsBuild(root, OUT_DIR)) {
  if ((await runBuild()) !== 0) process.exit(1);
}
const { site } = loadSite(root);
if (!site) {
  console.error('✖ site.yaml or content/ did not load, so nothing is served: run npm run check to see why.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
// The editing screen for signed-in editors (`npm run editors`): each save is built, swapped in live
// and committed (src/editing/server/live/); without an editor, /admin/ is not served at all.
const editors = openEditorStore(editorsDbPath());
const gate = editorsHandler({ store: editors });
// (`server` and `reload` are made below, before any request can reach these.)
// Whether the site served is OUT_DIR as `npm run build` made it (until an editor's save is published live).
let servingBuild = true;
const publisher = livePublisher({
  root,
  swap: (dir, compressed) => {
    servingBuild = false;
    return server.useDir(dir, compressed);
  },
  log: (line) => console.log(line),
});
const editing = liveEditing({
  root,
  gate,
  publisher,
  onLive: () => {
    const { site: edited } = loadSite(root);
    if (edited) reload(edited);
  },
});
const { server, booking, mail, reload } = (() => {
  try {
    return siteServer(site, OUT_DIR, process.env, {}, { handlers: [gate.handle, editing], editorOf: gate.editorOf });
  } catch (e) {
    if (!(e instanceof MailSettingsError) && !(e instanceof LinkSecretError)) throw e;
    console.error(`${e.message}\nSee README.md, "Booking e-mails".`);
    process.exit(1);
  }
})();
// A server that cannot listen (port in use, no permission) is a failed start, not a silent one.
server.on('error', (e: NodeJS.ErrnoException) => {
  const why = e.code === 'EADDRINUSE' ? `port ${port} is already in use (set PORT to another port, or stop the other server)` : e.message;
  console.error(`✖ npm start cannot serve ${OUT_DIR}/: ${why}.`);
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`Serving ${OUT_DIR}/ at http://localhost:${port}/ (leads: ${booking.store.path})`);
  console.log(
    gate.hasEditors()
      ? `Editing screen: http://localhost:${port}/admin/ (editors: ${editors.path}; npm run editors -- list)`
      : 'Editing screen: off until an editor exists (npm run editors -- add "Name" email)',
  );
  console.log(mail.notice);
  // The builder makes its first (full) build now, so that the first save goes live in a second.
  if (gate.hasEditors())
    void publisher
      .publish()
      .then(
        (published) =>
          !published.ok &&
          console.error(
            `✖ The site as it is now does not build (it stays as it was; a save that mends it is published):\n${published.why}`,
          ),
      );
  const hops = trustProxyFromEnv();
  console.log(
    hops
      ? `Visitor addresses: ${hops} trusted proxy hop(s) in X-Forwarded-For (TRUST_PROXY)`
      : 'Visitor addresses: the connecting peer (behind a reverse proxy, set TRUST_PROXY to the number of proxies)',
  );
});
// `npm run build` while this runs (after `npm run edit`, say): its pages are served, and the booking
// rules, desk and e-mails read its facts (the hours, closed dates and fees the pages now show).
const stopFollowing = onRebuild(resolve(OUT_DIR), () => {
  if (!servingBuild) return;
  void server.useDir(OUT_DIR).then(() => {
    const { site: rebuilt } = loadSite(root);
    if (rebuilt) reload(rebuilt);
    console.log(`A new build of ${OUT_DIR}/ is served, and the booking rules follow its site.yaml.`);
  });
});
const stop = () =>
  server.close(async () => {
    stopFollowing();
    await publisher.stop();
    await mail.stop();
    booking.close();
    editors.close();
    process.exit(0);
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
