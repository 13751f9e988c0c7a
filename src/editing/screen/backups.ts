/**
 * Decap keeps an unsaved draft of each entry in the browser and offers it back on the next visit as
 * "a local backup was recovered". A draft is kept whether the save was refused by the check or never
 * tried, so the screen's prompt says what such a draft is: not saved, perhaps refused, and still to
 * be checked by the next save. The phrases are Decap's English ones with this one line changed.
 */
export const BACKUP_PROMPT =
  'This browser kept changes to this entry that were never saved: either the save was refused (a problem was shown in red) or the page was left before saving. Bring those unsaved changes back? They will be checked again when you publish; Cancel keeps what the file says now.';

type Phrases = { editor?: { editor?: Record<string, unknown> } } & Record<string, unknown>;

/** Decap's phrases with the backup prompt in the screen's words. */
export function withBackupPrompt(phrases: Phrases): Phrases {
  return { ...phrases, editor: { ...phrases.editor, editor: { ...phrases.editor?.editor, confirmLoadBackup: BACKUP_PROMPT } } };
}
