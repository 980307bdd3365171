/**
 * A picture saved from the editing screen comes with its text: what it shows, in Dutch and in
 * English, unless it is marked decorative (the article schema's rule, kinds/article/article.schema.ts).
 * The form cannot make one field required by another, so the screen asks before it saves.
 */
export function missingPictureText(data: Record<string, unknown>): string | undefined {
  if (!data.image || data.decorative === true) return undefined;
  const en = (data.en ?? {}) as Record<string, unknown>;
  const missing = [
    ...(String(data.alt ?? '').trim() ? [] : ['Alt-tekst (Nederlands)']),
    ...(String(en.alt ?? '').trim() ? [] : ['Alt-tekst (Engels)']),
  ];
  if (!missing.length) return undefined;
  return (
    `Bij de afbeelding hoort een tekst die zegt wat erop staat: vul ${missing.join(' en ')} in, ` +
    'of zet Decoratief aan als de afbeelding niets toevoegt aan de tekst.'
  );
}
