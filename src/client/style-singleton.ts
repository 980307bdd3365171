/**
 * Stands in for `react-style-singleton`, which Radix's scroll lock (react-remove-scroll) uses to
 * add a few rules while a dialog is open. The original writes a `<style>` element, which the
 * site's Content-Security-Policy blocks (styles come only from the site's own files); this one
 * adds the same rules as a constructed stylesheet, which the policy does not govern. The bundler
 * puts it in the original's place (build/render/bundle.ts); the API is the original's.
 */
import * as React from 'react';

const constructable = typeof document !== 'undefined' && 'adoptedStyleSheets' in Document.prototype;

/** Adds `style` while at least one user holds it. */
export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | HTMLStyleElement | null = null;
  return {
    add(style: string) {
      if (counter === 0 && typeof document !== 'undefined') {
        if (constructable) {
          const constructed = new CSSStyleSheet();
          constructed.replaceSync(style);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, constructed];
          sheet = constructed;
        } else {
          // Browsers without constructed stylesheets (Safari before 16.4) lose only the scroll lock.
          const element = document.createElement('style');
          element.textContent = style;
          document.head.append(element);
          sheet = element;
        }
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter || !sheet) return;
      const done = sheet;
      if (done instanceof CSSStyleSheet)
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== done);
      else done.remove();
      sheet = null;
    },
  };
}

/** A hook that holds `styles` while the component is mounted. */
export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    React.useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]);
  };
}

/** A component that holds `styles` while it is mounted. */
export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
