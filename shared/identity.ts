/** What the marks are filled in from: the site's own data (`content/site.yaml`). */
export interface Identity {
  name: string;
  leadConsultant: { name: string; email: string };
  chamberOfCommerce: string;
  intakeFormProvider: string;
}

/**
 * The marks editors write in copy instead of the company's identity, so that the name, the lead
 * consultant, the registration number and the services that process data for us live in
 * `content/site.yaml` alone.
 */
export function identityMarks(site: Identity): Record<string, string> {
  return {
    company: site.name,
    consultant: site.leadConsultant.name,
    consultantFirstName: site.leadConsultant.name.split(' ')[0]!,
    consultantEmail: site.leadConsultant.email,
    chamberOfCommerce: site.chamberOfCommerce,
    intakeFormProvider: site.intakeFormProvider,
  };
}

function fill(value: unknown, marks: Record<string, string>): unknown {
  if (typeof value === 'string') return value.replace(/\{(\w+)\}/g, (mark, key: string) => marks[key] ?? mark);
  if (Array.isArray(value)) return value.map((v) => fill(v, marks));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, marks)]));
  return value;
}

/** The entry with every identity mark in its fields and body filled in; other `{marks}` stay for the pages. */
export function fillIdentity<Entry extends { data: unknown; body?: string | undefined }>(
  entry: Entry,
  marks: Record<string, string>,
): Entry {
  return {
    ...entry,
    data: fill(entry.data, marks),
    body: entry.body === undefined ? undefined : (fill(entry.body, marks) as string),
  };
}
