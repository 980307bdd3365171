/**
 * The pictures in a page's markdown body, found in its rendered HTML and replaced there by their
 * processed versions. Raw HTML in markdown is dropped (shared/markdown.ts), so every `<img>` in a
 * body comes from markdown's `![alt](path)`, in the order the markdown has them.
 */

/** A picture as the markdown body wrote it. */
export interface BodyImage {
  /** Its place among the pictures of the body, from 0. */
  index: number;
  /** The path as written (URL-decoded), or undefined when the renderer left none. */
  src?: string;
  alt: string;
}

/** Whether rendered markdown may hold a picture: a cheap test before the parse. */
export const hasBodyPictures = (html: string) => html.includes('<img');

/**
 * Articles whose HTML the build cache keeps on disk and says holds no picture: preparing the
 * pictures of a warm build then reads none of thousands of articles' HTML.
 */
export const knownWithoutBodyPictures = new WeakSet<object>();

const imgTag = /<img\b([^>]*)>/g;
const attribute = /([a-zA-Z-]+)="([^"]*)"/g;

/** Undoes the character references an HTML serializer writes in attribute values. */
function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10),
      );
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[name.toLowerCase()]!;
  });
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(attribute)) found[name!.toLowerCase()] = decode(value!);
  return found;
}

/** Every picture in rendered markdown, in order. */
export function bodyImages(html: string): BodyImage[] {
  return [...html.matchAll(imgTag)].map((match, index) => {
    const attrs = attributes(match[1]!);
    let src = attrs.src;
    try {
      if (src !== undefined) src = decodeURI(src);
    } catch {
      // A path with a stray % stays as written.
    }
    return { index, src, alt: attrs.alt ?? '' };
  });
}

/** Rendered markdown with each picture replaced by the markup `replace` gives for it. */
export function replaceBodyImages(html: string, replace: (image: BodyImage) => string): string {
  const images = bodyImages(html);
  let index = 0;
  return html.replace(imgTag, () => replace(images[index++]!));
}
