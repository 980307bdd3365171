/**
 * The identity marks in copy (`{company}`, `{consultantFirstName}`, shared/identity.ts) are filled in
 * by the build from "Gegevens van het bedrijf", so that a new lead consultant or company name is
 * changed in one place. The screen shows them as they are in the files, and explains under the
 * field being read or typed in what each one becomes, in Dutch, so an editor keeps them.
 */
const meanings: Record<string, string> = {
  company: 'de naam van het bedrijf',
  consultant: 'de volledige naam van de hoofdconsultant',
  consultantFirstName: 'de voornaam van de hoofdconsultant',
  consultantEmail: 'het e-mailadres van de hoofdconsultant',
  chamberOfCommerce: 'het KvK-nummer',
  intakeFormProvider: 'de dienst achter het intakeformulier',
};

/** What the note under a field says of the identity marks in `text`, or nothing when it has none. */
export function marksNote(text: string): string | undefined {
  const found = [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].filter((mark) => meanings[mark]);
  if (!found.length) return undefined;
  const each = found.map((mark) => `{${mark}} ${meanings[mark]}`);
  const list = each.length > 1 ? `${each.slice(0, -1).join(', ')} en ${each.at(-1)}` : each[0];
  return (
    `Op de site wordt ${list} (uit Instellingen van de site → Gegevens van het bedrijf). ` +
    'Laat de woorden tussen accolades zo staan: dan klopt de tekst ook als die gegevens veranderen.'
  );
}

/** Shows and updates the note under the field being read or typed in. */
export function watchMarks(doc: Document): void {
  const update = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const container = field.parentElement;
    if (!container) return;
    let note = container.querySelector<HTMLElement>(':scope > [data-marks]');
    const text = marksNote(field.value);
    if (!text) {
      note?.remove();
      return;
    }
    if (!note) {
      note = doc.createElement('p');
      note.setAttribute('data-marks', '');
      note.style.cssText = 'margin: 4px 0 0; font-size: 12px; color: #4a4a4a;';
      field.after(note);
    }
    note.textContent = text;
  };
  doc.addEventListener('input', update, true);
  doc.addEventListener('focusin', update, true);
}
