import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContext, createElement, forwardRef, memo, useContext, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { loadIslands, renderRoute, renderSetup, type RenderSetup } from '../../build/render.tsx';
import { loadTemplate } from '../../build/template.ts';
import { NotStatic, renderedByReact, renderStatic, renderWithReactOnly } from '../../build/static-html.ts';
import { sharedParts } from '../../build/shared-parts.tsx';
import type { Route } from '../../build/routes.tsx';
import { realContent, testAssets } from '../support/real-content.ts';
import { routeFile } from '../../build/site-plan.ts';

let routes: Route[];
let setup: RenderSetup;
beforeAll(async () => {
  const real = await realContent();
  routes = real.routes;
  setup = renderSetup(real.content, testAssets(real.content), await loadIslands(), loadTemplate('document.html'));
});
afterEach(() => renderWithReactOnly(false));

describe('renderStatic', () => {
  it('writes every page of the site byte for byte as React DOM does, without falling back to React', () => {
    renderWithReactOnly(true);
    sharedParts.clear();
    const byReact = routes.map((route) => renderRoute(route, setup));
    renderWithReactOnly(false);
    sharedParts.clear();
    renderedByReact.clear();
    let different = 0;
    routes.forEach((route, i) => {
      const html = renderRoute(route, setup);
      if (html !== byReact[i]) {
        different++;
        expect(html, routeFile(route)).toBe(byReact[i]);
      }
    });
    expect(different).toBe(0);
    expect([...renderedByReact]).toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
  });

  const Theme = createContext('light');
  function Shout({ text }: { text: string }) {
    return <>{text}!</>;
  }
  function Themed() {
    return <i>{useContext(Theme)}</i>;
  }
  const Memo = memo(Themed);
  const Ref = forwardRef<HTMLElement>(function Ref(_, ref) {
    return <b ref={ref}>{useContext(Theme)}</b>;
  });
  const cases: [string, ReactNode][] = [
    [
      'adjacent texts, numbers and empty strings',
      <p>
        {'a'}
        {''}
        {1}
        {null}
        {'b'}
        <span />
        {'c'}
      </p>,
    ],
    [
      'texts across fragments and components',
      <div>
        x<>{'y'}</>
        <Shout text="z" />
      </div>,
    ],
    [
      'escaping in text and attributes',
      <a href="/?a=1&b='2'" title={'"<x>"'}>
        {'<&>'}
      </a>,
    ],
    ['a script address', <a href=" javascript:alert(1)">x</a>],
    [
      'empty and absent addresses',
      <div>
        <a href="">x</a>
        <img src="" alt="" loading="lazy" />
      </div>,
    ],
    ['styles', <div style={{ marginTop: 4, lineHeight: 1.5, '--gap': ' 2px ', zIndex: 0, color: '' } as object} />],
    [
      'React names of attributes',
      <svg viewBox="0 0 2 2" strokeWidth={2} xlinkHref="#a" className="c" tabIndex={-1}>
        <path d="M0 0" fillRule="evenodd" strokeLinecap="round" />
      </svg>,
    ],
    [
      'booleans',
      <details open hidden={false} data-on={true} aria-hidden={false} draggable={false}>
        <summary>s</summary>
      </details>,
    ],
    [
      'handlers and refs are left out',
      <button type="button" onClick={() => {}} ref={() => {}}>
        b
      </button>,
    ],
    [
      'a button with a name',
      <button name="n" type="submit" value="v">
        go
      </button>,
    ],
    ['a custom element', createElement('my-box', { className: 'c', flag: true, off: false, count: 3 }, 't')],
    ['raw HTML', <div dangerouslySetInnerHTML={{ __html: '<b>b</b>' }} />],
    ['a pre', <pre>{'\nx'}</pre>],
    [
      'scripts',
      <div>
        {'a'}
        <script type="application/json">{'"</script><script>"'}</script>
        {'b'}
        <script dangerouslySetInnerHTML={{ __html: '1<2' }} />
      </div>,
    ],
    [
      'images in a picture',
      <picture>
        <source srcSet="/a.avif" type="image/avif" />
        <img src="/a.png" alt="a" />
      </picture>,
    ],
    [
      'context, forwardRef and memo',
      <Theme value="dark">
        <Themed />
        <Memo />
        <Ref />
      </Theme>,
    ],
    ['a default context value', <Themed />],
    ['lists and iterables', <ul>{new Set([<li key="a">a</li>, <li key="b">b</li>])}</ul>],
  ];
  for (const [name, tree] of cases)
    it(`renders ${name} as React does`, () => expect(renderStatic(tree)).toBe(renderToString(tree)));

  it('leaves to React what it cannot render as React does', () => {
    function Stateful() {
      const [value] = useState('s');
      return <p>{value}</p>;
    }
    for (const tree of [
      <Stateful />,
      <form action="/x" />,
      <div>
        <title>t</title>
      </div>,
      <img src="/eager.png" alt="" />,
      <script src="/a.js" async />,
    ])
      expect(() => renderStatic(tree)).toThrow(NotStatic);
  });
});
