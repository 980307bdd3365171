/**
 * The editing screen's words: Decap's own Dutch, with the buttons and notices that say what
 * happens here. Saving writes the site's files (locally in `content/`, in production a commit);
 * nothing is on the site until it is built, so no button says "publish".
 */
type Phrases = Record<string, unknown>;

export const ownWords = {
  collection: { collectionTop: { newButton: '%{collectionLabel} toevoegen' } },
  editor: {
    editorControlPane: {
      i18n: {
        copyFromLocale: 'Overnemen uit de andere taal',
        copyFromLocaleConfirm: 'De velden overnemen uit %{locale}? Wat hier al staat, wordt overschreven.',
      },
    },
    editorToolbar: {
      publish: 'Opslaan',
      publishing: 'Opslaan…',
      published: 'Opgeslagen',
      publishNow: 'Opslaan in de bestanden van de site',
      publishAndCreateNew: 'Opslaan en een nieuwe maken',
      publishAndDuplicate: 'Opslaan en een kopie maken',
      unsavedChanges: 'Niet opgeslagen',
      changesSaved: 'Opgeslagen',
      deployButtonLabel: 'Bekijk de pagina',
    },
    // The buttons beside the form: the other language, the page's preview (src/admin/preview/).
    editorInterface: {
      toggleI18n: 'Toon de andere taal ernaast',
      togglePreview: 'Toon het voorbeeld van de pagina',
      toggleScrollSync: 'Formulier en voorbeeld samen laten scrollen',
    },
    editorWidgets: {
      markdown: { headings: 'Koppen', quote: 'Citaat' },
      headingOptions: { headingTwo: 'Kop 2', headingThree: 'Kop 3', headingFour: 'Kop 4' },
    },
  },
  ui: {
    toast: {
      onFailToPersist: 'Niet opgeslagen. %{details}',
      entryPublished: 'Opgeslagen in de bestanden van de site; op de site staat het na de volgende build.',
      missingRequiredField: 'Niet opgeslagen: vul eerst de rood gemarkeerde velden in.',
    },
  },
};

/** `base` with `own` laid over it, key by key. */
function over(base: Phrases, own: Phrases): Phrases {
  const out: Phrases = { ...base };
  for (const [key, value] of Object.entries(own))
    out[key] =
      typeof value === 'object' && value !== null ? over((base[key] ?? {}) as Phrases, value as Phrases) : value;
  return out;
}

/** The screen's phrases: Decap's Dutch ones with ours over them. */
export const screenWords = (dutch: Phrases): Phrases => over(dutch, ownWords);
