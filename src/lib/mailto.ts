/**
 * Builds a `mailto:` URL. The address comes from the site's own content; subject and body are
 * visitor input and are percent-encoded whole, so no input can add a recipient, a header or a
 * second body. Line breaks become CRLF, as RFC 6068 asks.
 */
export function buildMailto(to: string, { subject, body }: { subject: string; body: string }): string {
  if (!/^[^\s@?&#/]+@[^\s@?&#/]+$/.test(to)) throw new Error(`not a plain e-mail address: ${to}`);
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}

/** Reads a `mailto:` URL back into its parts (for tests and for showing what will be sent). */
export function parseMailto(url: string): { to: string; subject: string; body: string } {
  const match = /^mailto:([^?]*)\?(.*)$/s.exec(url);
  if (!match) throw new Error('not a mailto URL with parameters');
  const params = new Map<string, string>();
  for (const pair of match[2]!.split('&')) {
    const [key, value = ''] = pair.split('=');
    params.set(key!, decodeURIComponent(value).replace(/\r\n/g, '\n'));
  }
  return { to: decodeURIComponent(match[1]!), subject: params.get('subject') ?? '', body: params.get('body') ?? '' };
}

/** A mail body of `Label: value` lines between a greeting and a closing; empty optional values are left out. */
export function mailBody({
  greeting,
  lines,
  closing,
  signature,
}: {
  greeting: string;
  lines: [string, string | undefined][];
  closing: string;
  signature: string;
}): string {
  const fields = lines
    .filter(([, value]) => value !== undefined && value.trim() !== '')
    .map(([label, value]) => `${label}: ${value!.trim()}`);
  return [greeting, '', ...fields, '', closing, signature].join('\n');
}

/** Opens the visitor's mail program with a draft. */
export function openMailDraft(url: string): void {
  window.location.href = url;
}
