import CMS from 'decap-cms-app';
import config from './config.generated.json';
import { guardSave } from './guard';
import { LinesControl, LinesPreview } from './LinesWidget';
import { PagePreview } from './Preview';
import { FORMAT, yamlInPlace } from './yaml-format';
import './admin.css';

/**
 * The editing screen at /admin (Decap CMS), served by `npm run edit`: forms generated from
 * schema/ (config.generated.json), saved through decap-server's local backend into the project's
 * own files, each save guarded by `npm run check` and previewed with the site's own page kinds.
 */
type Collection = { name: string; folder?: string; files?: Array<{ name: string }> };

CMS.registerCustomFormat(FORMAT, 'yaml', yamlInPlace);
CMS.registerWidget('lines', LinesControl, LinesPreview);
CMS.registerEventListener({ name: 'preSave', handler: guardSave });
for (const c of config.collections as Collection[]) {
  if (c.folder) CMS.registerPreviewTemplate(c.name, PagePreview);
  for (const f of c.files ?? []) CMS.registerPreviewTemplate(f.name, PagePreview);
}
// The dev server reloads its pages when site.yaml or content/ change. Here the change is a save the
// editing screen made itself: it keeps its place (the reload is addressed to another page).
import.meta.hot?.on('vite:beforeFullReload', (payload: { path?: string }) => {
  payload.path = '/site-page.html';
});

CMS.init({
  config: {
    ...(config as object),
    load_config_file: false,
    local_backend: { url: `${window.location.origin}/api/v1` },
  } as never,
});
