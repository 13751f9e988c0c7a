/**
 * The editing screen's own messages in the office's words: Decap's English phrases with the ones a
 * save, a required field and a field's form show replaced (cms.tsx registers them). A refusal's
 * details are the screen's own sentence (guard.ts NotSaved), never "Error: ..." or a key path.
 */
export const SCREEN_PHRASES = {
  editor: {
    // Leaving an entry with changes not published (the back arrow, another entry): what is lost, said.
    editor: {
      onLeavePage: 'Leave this entry? The changes you have not published will be lost.',
      // Asked before a delete (under npm run edit the screen's own question, which names what still
      // names it, comes instead: delete-guard.ts).
      onDeletePublishedEntry: 'Delete this from the site?',
      onDeleteWithUnsavedChanges: 'Delete this from the site? The changes you have not published go with it.',
    },
    editorControlPane: {
      widget: {
        // The form's own sentence ("Write the phone number like (727) 555-2368."), said once, as
        // written; a list's bounds in entries, not "item(s)".
        regexPattern: '%{pattern}',
        // An empty required field, as the check says it (a field left empty says it at once: empty-required.ts).
        required: '%{fieldLabel} cannot be empty. Fill it in.',
        rangeCount: '%{fieldLabel} needs from %{minCount} to %{maxCount} entries.',
        rangeCountExact: '%{fieldLabel} needs exactly %{count} entries.',
        rangeMin: '%{fieldLabel} needs at least %{minCount} entries.',
        rangeMax: '%{fieldLabel} can have at most %{maxCount} entries.',
      },
    },
    // Sentence case, as the rest of the screen.
    editorToolbar: {
      unsavedChanges: 'Unsaved changes',
      // Said of an entry with nothing to publish: a brand-new empty one said "Changes saved", with nothing saved.
      changesSaved: 'Nothing to publish',
      deployButtonLabel: 'View live',
      // The way back beside the arrow, not "Writing in Cities collection".
      backCollection: 'Back to %{collectionLabel}',
      deleteEntry: 'Delete',
      deletePublishedEntry: 'Delete',
    },
    // A long text's editor (its formatted mode and its Markdown), in a word processor's words.
    editorWidgets: {
      markdown: {
        richText: 'Formatted',
        markdown: 'Markdown',
        bulletedList: 'Bulleted list',
        numberedList: 'Numbered list',
        linkPrompt: 'The address the link goes to: a page of the site (like /booking or /about) or a whole web address (https://...)',
        toggleMode: {
          rich: 'Show the text formatted',
          markdown: 'Show the text as Markdown, as the file holds it',
        },
      },
    },
  },
  // The photo picker in the office's words: photos, not "assets"; an upload not yet published says
  // so, not "Draft"; no web developer's "Copy Path".
  mediaLibrary: {
    mediaLibraryCard: {
      draft: 'Not published yet',
      copyUrl: 'Copy web address',
      copyPath: 'Copy address on the site',
      copyName: 'Copy file name',
    },
    mediaLibrary: {
      onDelete: 'Delete the chosen photos from the site’s photo folder?',
      fileTooLarge: 'This file is too large: a photo can be at most %{size} kB.',
    },
    mediaLibraryModal: {
      noAssetsFound: 'No photos yet: upload one with the button above.',
      noImagesFound: 'No photos yet: upload one with the button above.',
      noResults: 'No photo has that in its file name.',
      images: 'Photos',
      mediaAssets: 'Photos and files',
      search: 'Search by file name',
      deleteSelected: 'Delete the chosen',
      chooseSelected: 'Use the chosen photo',
    },
  },
  // The header's link to the photo picker, in the picker's own word.
  app: {
    header: {
      media: 'Photos',
    },
  },
  collection: {
    collectionTop: {
      // The docs call it New City (docs/editing.md); a text, not a glyph the fonts may lack.
      newButton: 'New %{collectionLabel}',
    },
  },
  ui: {
    toast: {
      onFailToLoadEntries: 'This entry could not be opened. %{details}',
      onFailToPersist: '%{details}',
      onFailToDelete: 'Not deleted. %{details}',
      missingRequiredField: 'Not saved: some fields need fixing first (each says what, in red).',
      onFailToPublishEntry: 'Not published. %{details}',
      // After Publish: what was done, not "Entry saved".
      entrySaved: 'Saved',
    },
  },
};

type Phrases = Record<string, unknown>;

/** Decap's phrases with the screen's own laid over them, group by group. */
export function withScreenPhrases(phrases: Phrases, own: Phrases = SCREEN_PHRASES): Phrases {
  const out: Phrases = { ...phrases };
  for (const [key, value] of Object.entries(own))
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value)
        ? withScreenPhrases((phrases[key] as Phrases | undefined) ?? {}, value as Phrases)
        : value;
  return out;
}

/**
 * A save the screen refuses, said as its own sentence: Decap's pop-up prints the error it is given
 * as text (name, colon, message: "Error: Not saved: ..."); a NotSaved prints its message alone.
 */
export class NotSaved extends Error {
  override toString(): string {
    return this.message;
  }
}
