/** The editing screen's own rules and words, beside Decap's. */
import { describe, expect, it } from 'vitest';
import { missingPictureText } from '../../../src/admin/picture-text.ts';
import { screenWords } from '../../../src/admin/words.ts';
import { counterText, lengthRange } from '../../../src/admin/length-counter.ts';
import { marksNote } from '../../../src/admin/marks.ts';

describe('a picture saved from the screen', () => {
  it('needs its text in both languages, unless it is decorative', () => {
    expect(missingPictureText({ image: 'foto.jpg', alt: 'Een team aan tafel.' })).toMatch(
      /vul Alt-tekst \(Engels\) in, of zet Decoratief aan/,
    );
    expect(missingPictureText({ image: 'foto.jpg', en: { alt: 'A team.' } })).toMatch(/Alt-tekst \(Nederlands\)/);
    expect(missingPictureText({ image: 'foto.jpg', alt: '  ', en: { alt: '' } })).toMatch(
      /Alt-tekst \(Nederlands\) en Alt-tekst \(Engels\)/,
    );
    expect(missingPictureText({ image: 'foto.jpg', alt: 'Een team.', en: { alt: 'A team.' } })).toBeUndefined();
    expect(missingPictureText({ image: 'patroon.svg', decorative: true })).toBeUndefined();
    expect(missingPictureText({ title: 'Zonder afbeelding' })).toBeUndefined();
  });
});

describe('the screen’s words', () => {
  it('keep Decap’s Dutch and say that saving writes the site’s files', () => {
    const words = screenWords({
      editor: { editorToolbar: { publishNow: 'Publiceer nu', saving: 'Opslaan...' } },
      auth: { login: 'Inloggen' },
    }) as { editor: { editorToolbar: Record<string, string> }; auth: { login: string } };
    expect(words.auth.login).toBe('Inloggen');
    expect(words.editor.editorToolbar.saving).toBe('Opslaan...');
    expect(words.editor.editorToolbar.publishNow).toBe('Opslaan in de bestanden van de site');
    expect(JSON.stringify(words)).not.toMatch(/[Pp]ubliceer/);
  });
});

describe('the length counter', () => {
  it('reads its range from the hint and says how far off a text is', () => {
    expect(lengthRange('Staat in de zoekresultaten: 150 tot 160 tekens.')).toEqual([150, 160]);
    expect(lengthRange('De titel van het artikel.')).toBeUndefined();
    expect(counterText(120, [150, 160])).toEqual({ text: '120 tekens: nog 30 te kort (150 tot 160)', fits: false });
    expect(counterText(155, [150, 160])).toEqual({ text: '155 tekens: goed (150 tot 160)', fits: true });
    expect(counterText(165, [150, 160])).toEqual({ text: '165 tekens: 5 te lang (150 tot 160)', fits: false });
  });
});

describe('the note on identity marks', () => {
  it('says in Dutch what each mark in a field becomes on the site', () => {
    expect(marksNote('Samen met {consultantFirstName} van {company} en {company}.')).toBe(
      'Op de site wordt {consultantFirstName} de voornaam van de hoofdconsultant en {company} de naam van het ' +
        'bedrijf (uit Instellingen van de site → Gegevens van het bedrijf). Laat de woorden tussen accolades zo ' +
        'staan: dan klopt de tekst ook als die gegevens veranderen.',
    );
  });
  it('says nothing of a field without them, or of the marks the pages fill in themselves', () => {
    expect(marksNote('Een gewone zin.')).toBeUndefined();
    expect(marksNote('Nog {minutes} minuten')).toBeUndefined();
  });
});
