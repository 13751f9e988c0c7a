import CMS from 'decap-cms-app';
import { store } from 'decap-cms-core/dist/esm/redux';
import { screenConfig } from './config';
import { marksFollowEditing } from './marks-as-you-go';
import { afterSave, guardSave, problemsListFollowsDraft, refusalsNotUncaught, sayEveryProblem } from './guard';
import { statusFollowsEntry } from './save-status';
import { dialledFollowsShown } from './phone-dialled';
import { noteEveryFieldRefusal, refusalsGoWhenPast, uploadRefusalsPlain } from './refusal-notes';
import { FactsControl, FactsPreview } from './facts-widget';
import { LinesControl, LinesPreview } from './lines-widget';
import { MadeIdControl, MadeIdPreview } from './made-id-widget';
import { TimeControl, TimePreview } from './time-widget';
import { DateControl, DatePreview } from './date-widget';
import { RatingControl, RatingPreview } from './rating-widget';
import { asControl } from './as-control';
import { checkedPhotos } from './photo-widget';
import { summariesSayFieldWords } from './summary-words';
import { savesCarryNamedPhotos } from './photo-check';
import { savesCarryRedirects } from './gone-pages';
import { backupsSurviveTheLoad, draftLeftBehindRestored, draftsKeptAsTyped, withBackupPrompt } from './backups';
import { entriesOpenAnew } from './entry-switch';
import { history } from 'decap-cms-core/dist/esm/routing/history';
import { missingEntriesToTheirList, missingFilesFail, type ScreenList } from './addresses';
import { madeIdsShown } from './made-ids';
import { withScreenPhrases } from './phrases';
import { PagePreview } from './preview';
import { FORMAT, MDX_FORMAT, mdxText, yamlInPlace } from '../shared/yaml-format';
import { whereSaved } from './where';
import { installDeleteGuard } from './delete-guard';
import { foldsOpenByName } from './fold-names';
import { MonthControl, MonthPreview } from './month-widget';
import { pastedPicturesLeftOut } from './pasted-pictures';
import { addedEntriesInView } from './list-add';
import { bringRefusedFieldsIntoView } from './field-marks';
import { sayRefusalsPlainly } from './refusals';
import { sayEmptyRequiredFields } from './empty-required';
import { formOrPreviewOnPhones } from './phone';
import { mdxMarkdown } from './markdown-body';
import './admin.css';

/**
 * The editing screen at /admin (Decap CMS): forms generated from schema/ (config.json, read by main.ts first),
 * each save guarded by `npm run check` and previewed with the site's own page kinds (both in the
 * screen's worker). Under `npm run edit` it saves through decap-server's local backend into the
 * project's files; on Netlify, through the repository's Git host (main.ts, netlify.ts).
 */
type Collection = { name: string; folder?: string; files?: Array<{ name: string }> };
const config = screenConfig();

CMS.registerCustomFormat(FORMAT, 'yaml', yamlInPlace);
CMS.registerCustomFormat(MDX_FORMAT, 'mdx', mdxText);
// A control written as a function is wrapped in a class, which Decap checks at Publish (as-control.tsx).
CMS.registerWidget('lines', asControl(LinesControl) as never, LinesPreview);
CMS.registerWidget('made-id', asControl(MadeIdControl) as never, MadeIdPreview as never);
CMS.registerWidget('facts', asControl(FactsControl) as never, FactsPreview as never);
CMS.registerWidget('time-of-day', TimeControl as never, TimePreview as never);
CMS.registerWidget('calendar-date', DateControl as never, DatePreview as never);
CMS.registerWidget('month', MonthControl as never, MonthPreview as never);
CMS.registerWidget('rating', asControl(RatingControl) as never, RatingPreview as never);
// Decap's image field, with a chosen photo measured at once (photo-widget.tsx).
const image = CMS.getWidget('image') as { control: never; preview: never } | undefined;
if (image) {
  const { control, preview, ...rest } = image;
  CMS.registerWidget({ ...rest, name: 'image', controlComponent: checkedPhotos(control) as never, previewComponent: preview });
}
// Decap's English, with the screen's own words for saves, required fields, forms and the New button (phrases.ts).
CMS.registerLocale('en', withScreenPhrases(withBackupPrompt(CMS.getLocale('en') ?? {})) as never);
// A long text's rich-text mode writes plain Markdown in the files' own way (markdown-body.ts).
CMS.registerRemarkPlugin(mdxMarkdown as never);
// A refused save's note goes when Publish is pressed again, or another entry is opened (refusal-notes.ts).
refusalsGoWhenPast((name, handler) => CMS.registerEventListener({ name, handler }));
// A refused upload in the server's own sentence (refusal-notes.ts).
uploadRefusalsPlain();
CMS.registerEventListener({ name: 'preSave', handler: guardSave });
CMS.registerEventListener({ name: 'postSave', handler: afterSave });
for (const collection of config.collections as Collection[]) {
  if (collection.folder) CMS.registerPreviewTemplate(collection.name, PagePreview);
  for (const file of collection.files ?? []) CMS.registerPreviewTemplate(file.name, PagePreview);
}
installDeleteGuard();
foldsOpenByName();
// Text pasted into a long text leaves its pictures out, with a note (pasted-pictures.ts).
pastedPicturesLeftOut((text) =>
  store.dispatch({ type: 'NOTIFICATION_SEND', payload: { message: text, type: 'warning', dismissAfter: 10_000 } }),
);
// A list entry added opens in view, ready for typing (list-add.ts).
addedEntriesInView();
refusalsNotUncaught();
statusFollowsEntry(store);
// The phone number is typed once: the dialled form follows the shown one (phone-dialled.ts).
dialledFollowsShown();
backupsSurviveTheLoad(store);
// The draft kept as it is typed, and when the page is left (backups.ts).
draftsKeptAsTyped(store);
// A new review's id, made by the save, shown in the form at once (made-ids.ts).
madeIdsShown(store);
// An entry reached straight from another opens as from its list, with its own fields (entry-switch.ts).
entriesOpenAnew(store);
// An entry whose file is not there leads to its list, which says so (addresses.ts).
missingFilesFail(CMS);
// A save carries only the photos its files name (a replaced one stays out, on Netlify too: photo-check.ts).
savesCarryNamedPhotos(CMS);
savesCarryRedirects(CMS);
missingEntriesToTheirList(store as never, config.collections as ScreenList[], (to) => history.replace(to));
// A refusal of the owner's server in its own words, not "API_ERROR: ..." (refusals.ts).
sayRefusalsPlainly(CMS);
// A required field left empty says so at once; Publish refused by Decap shows its first red field.
sayEmptyRequiredFields();
bringRefusedFieldsIntoView(document, () => {
  // "Not saved" said for every such refusal, not only an empty field's (refusal-notes.ts).
  noteEveryFieldRefusal(store);
  return sayEveryProblem(store.getState().entryDraft.get('entry') as Parameters<typeof sayEveryProblem>[0]);
});
// The list of problems above the form follows the draft: what is fixed leaves it (guard.ts).
problemsListFollowsDraft(store);
// A mistake is said at its field once the editor leaves the field, before Publish (marks-as-you-go.ts).
marksFollowEditing(store);
// A folded row of hours, or a closed day, says its times and dates as its fields do (summary-words.ts).
summariesSayFieldWords();
// On a phone, the form or the preview, each entry opening on its form (phone.ts).
formOrPreviewOnPhones();
// The draft left when the page last went is where Decap looks for it before the screen starts (backups.ts).
void draftLeftBehindRestored().then(() =>
  CMS.init({
    config: {
      ...(config as object),
      load_config_file: false,
      ...backendConfig(),
    } as never,
  }),
);

/** The backend the screen saves through (where.ts): the config's own (Netlify) unless it runs on a server of ours. */
function backendConfig(): object {
  const where = whereSaved();
  if (where.backend === 'local') return { local_backend: { url: `${window.location.origin}${where.api}` } };
  if (where.backend === 'server') return { backend: { name: 'proxy', proxy_url: `${window.location.origin}${where.api}`, branch: 'main' } };
  // Netlify: the sign-in window is the site's own (/admin/oauth), at this origin whatever the domain.
  return { backend: { ...config.backend, base_url: window.location.origin } };
}
