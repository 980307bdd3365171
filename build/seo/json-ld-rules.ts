/**
 * What search engines expect of each type of structured data this site emits: the properties a
 * node must have to count (required) and those that make a rich result complete (recommended),
 * after Google's rich result documentation and schema.org where Google names none. A path such
 * as `publisher.logo` follows nested objects and `@id` references; on a list, every item must
 * have it.
 */
export interface TypeRule {
  required: string[];
  recommended: string[];
  /** Further problems with a node that a property list cannot say. */
  check?: (node: JsonObject, deref: (value: unknown) => unknown) => string[];
}

type JsonObject = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const isAbsoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^/]/.test(v);
const isIsoDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

const urlOf = (v: unknown, deref: (value: unknown) => unknown): unknown => {
  const target = deref(v);
  return isObject(target) ? (target.url ?? target['@id']) : target;
};

export const jsonLdRules: Record<string, TypeRule> = {
  Organization: {
    required: ['name', 'url', 'logo'],
    recommended: ['description', 'email', 'telephone', 'sameAs', 'contactPoint', 'address'],
    check: (node, deref) =>
      isAbsoluteUrl(node.url) && isAbsoluteUrl(urlOf(node.logo, deref)) ? [] : ['url and logo must be absolute URLs'],
  },
  WebSite: { required: ['name', 'url'], recommended: ['inLanguage', 'publisher', 'description'] },
  WebPage: { required: ['name', 'url'], recommended: ['inLanguage', 'publisher'] },
  CollectionPage: { required: ['name', 'url'], recommended: ['inLanguage', 'publisher', 'breadcrumb'] },
  ProfilePage: {
    required: ['mainEntity', 'mainEntity.name'],
    recommended: ['name', 'url', 'inLanguage', 'publisher', 'breadcrumb'],
  },
  Person: { required: ['name'], recommended: ['url', 'jobTitle', 'description', 'sameAs'] },
  Service: {
    required: ['name', 'description', 'provider', 'provider.name'],
    recommended: ['serviceType', 'url', 'image', 'category'],
  },
  FAQPage: {
    required: ['mainEntity', 'mainEntity.name', 'mainEntity.acceptedAnswer', 'mainEntity.acceptedAnswer.text'],
    recommended: ['url', 'inLanguage'],
  },
  BreadcrumbList: {
    required: ['itemListElement', 'itemListElement.position', 'itemListElement.name'],
    recommended: [],
    check: (node, deref) => {
      const items = list(node.itemListElement).map(deref).filter(isObject);
      const problems: string[] = [];
      if (items.some((item, i) => item.position !== i + 1))
        problems.push('itemListElement positions must run 1, 2, 3 ... in order');
      // Every crumb but the page itself must link somewhere.
      if (items.slice(0, -1).some((item) => !isAbsoluteUrl(urlOf(item.item, deref))))
        problems.push('every item but the last needs an absolute URL in item');
      return problems;
    },
  },
  ItemList: {
    required: ['itemListElement', 'itemListElement.position'],
    recommended: ['numberOfItems', 'itemListElement.url'],
    check: (node, deref) => {
      const items = list(node.itemListElement).map(deref).filter(isObject);
      return items.some((item, i) => item.position !== i + 1)
        ? ['itemListElement positions must run 1, 2, 3 ... in order']
        : [];
    },
  },
  Article: {
    required: [
      'headline',
      'description',
      'author',
      'author.name',
      'publisher',
      'publisher.name',
      'publisher.logo',
      'datePublished',
      'dateModified',
      'keywords',
      'articleSection',
      'wordCount',
    ],
    recommended: ['image', 'author.url', 'mainEntityOfPage', 'inLanguage', 'url'],
    check: (node, deref) => {
      const problems: string[] = [];
      if (typeof node.headline === 'string' && node.headline.length > 110)
        problems.push(`headline is ${node.headline.length} characters; at most 110 show`);
      for (const key of ['datePublished', 'dateModified'])
        if (key in node && !isIsoDate(node[key])) problems.push(`${key} must be an ISO 8601 date`);
      if ('wordCount' in node && !(typeof node.wordCount === 'number' && node.wordCount > 0))
        problems.push('wordCount must be a positive number');
      if (list(node.image).some((image) => !isAbsoluteUrl(urlOf(image, deref))))
        problems.push('image must be an absolute URL');
      return problems;
    },
  },
  ImageObject: { required: ['url'], recommended: ['width', 'height'] },
};

/** What the structured data of one page holds and lacks. */
export interface JsonLdReport {
  /**
   * The types of the top-level nodes (the members of `@graph`), in order, once each; nested nodes
   * are checked but not listed.
   */
  types: string[];
  /** Blocks that do not parse, and required properties that are missing. */
  errors: string[];
  /** Recommended properties that are missing. */
  warnings: string[];
  /** The parsed blocks, for closer inspection. */
  blocks: unknown[];
}

const typesOf = (node: JsonObject): string[] => list(node['@type']).filter((t): t is string => typeof t === 'string');

/** Checks the bodies of a page's `application/ld+json` scripts against the rules. */
export function checkJsonLd(sources: string[]): JsonLdReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const blocks: unknown[] = [];
  sources.forEach((source, i) => {
    try {
      blocks.push(JSON.parse(source));
    } catch (error) {
      errors.push(`block ${i + 1} does not parse: ${(error as Error).message}`);
    }
  });

  // Every typed node, wherever it sits; nodes that share an @id are one node.
  const nodes: JsonObject[] = [];
  const byId = new Map<string, JsonObject>();
  const collect = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(collect);
    if (!isObject(value)) return;
    if ('@type' in value) {
      const id = typeof value['@id'] === 'string' ? value['@id'] : undefined;
      if (id && byId.has(id)) Object.assign(byId.get(id)!, { ...value, ...byId.get(id) });
      else {
        const node = { ...value };
        nodes.push(node);
        if (id) byId.set(id, node);
      }
    }
    for (const [key, child] of Object.entries(value)) if (key !== '@context') collect(child);
  };
  const types: string[] = [];
  for (const block of blocks) {
    for (const top of list(block)) {
      if (!isObject(top)) {
        errors.push('a block must hold an object or a list of objects');
        continue;
      }
      if (!/^https?:\/\/schema\.org\/?$/.test(String(top['@context'])))
        errors.push('a block must set "@context": "https://schema.org"');
      for (const member of '@graph' in top ? list(top['@graph']) : [top]) {
        if (isObject(member)) for (const type of typesOf(member)) if (!types.includes(type)) types.push(type);
      }
    }
    collect(block);
  }

  const deref = (value: unknown): unknown => {
    if (isObject(value) && typeof value['@id'] === 'string' && byId.has(value['@id']))
      return { ...byId.get(value['@id']), ...value };
    return value;
  };
  const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
  const has = (node: JsonObject, path: string): boolean => {
    let values: unknown[] = [node];
    for (const key of path.split('.')) {
      const next: unknown[] = [];
      for (const v of values) {
        const target = deref(v);
        const child = isObject(target) ? target[key] : undefined;
        if (!present(child)) return false;
        next.push(...list(child));
      }
      values = next;
    }
    return true;
  };

  for (const node of nodes) {
    const merged = deref(node) as JsonObject;
    for (const type of typesOf(merged)) {
      const rule = jsonLdRules[type];
      if (!rule) continue;
      const missing = rule.required.filter((p) => !has(merged, p));
      if (missing.length) errors.push(`${type} lacks ${missing.join(', ')}`);
      errors.push(...(rule.check?.(merged, deref) ?? []).map((p) => `${type}: ${p}`));
      const lacking = rule.recommended.filter((p) => !has(merged, p));
      if (lacking.length) warnings.push(`${type} should have ${lacking.join(', ')}`);
    }
  }
  return { types, errors, warnings, blocks };
}
