/** The editing screen's own rules and words, beside Decap's. */
import { describe, expect, it } from 'vitest';
import { missingPictureText } from '../../../src/admin/picture-text.ts';
import { screenWords } from '../../../src/admin/words.ts';

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
