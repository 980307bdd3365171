import type { Locator, Page } from 'playwright-core';

/**
 * How many elements `locator` finds, and the text of each that a person cannot see and tap: it
 * has no box inside the viewport, or the element on top at its centre (`document.elementFromPoint`)
 * is neither the element nor inside it. With `scroll`, each is first scrolled into view (within
 * its scrolling panel), as a person scrolls to it. All in one call to the page.
 */
function notOnTop(locator: Locator, scroll: boolean): Promise<{ found: number; hidden: string[] }> {
  return locator.evaluateAll(
    (elements, scroll) => ({
      found: elements.length,
      hidden: elements
        .filter((element) => {
          if (scroll) element.scrollIntoView({ block: 'center', behavior: 'instant' });
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return true;
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return true;
          const top = document.elementFromPoint(x, y);
          return top === null || !(top === element || element.contains(top));
        })
        .map((element) => element.textContent ?? ''),
    }),
    scroll,
  );
}

/** Whether the one element of `locator`, once it is in the page, is seen and can be tapped (see notOnTop). */
async function oneOnTop(locator: Locator, scroll: boolean): Promise<boolean> {
  await locator.waitFor({ state: 'attached' });
  const { found, hidden } = await notOnTop(locator, scroll);
  return found === 1 && hidden.length === 0;
}

/** Whether a person sees and can tap the element where it is now (see notOnTop). */
export const isOnTop = (locator: Locator): Promise<boolean> => oneOnTop(locator, false);

/** Whether the element can be scrolled into view (within its scrolling panel) and is then on top. */
export const onTopAfterScrolling = (locator: Locator): Promise<boolean> => oneOnTop(locator, true);

/** The text of each element of `locator` that is not on top once scrolled into view: for many elements at once. */
export const notOnTopAfterScrolling = async (locator: Locator): Promise<string[]> =>
  (await notOnTop(locator, true)).hidden;

/**
 * Lighthouse's mobile conditions, over the DevTools protocol: slow 4G (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up) and a CPU four times slower.
 */
export async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds back the scripts the page asks for (by default every one: the page script, React, the
 * islands; or those whose address matches `which`) until `release()`. `waiting()` counts the
 * requests held, so a test can show that the page did ask for its scripts and that what it
 * checked happened without them.
 */
export async function holdScripts(
  page: Page,
  which: RegExp = /\.js(\?.*)?$/,
): Promise<{ waiting: () => number; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let waiting = 0;
  await page.route(which, async (route) => {
    waiting++;
    await released;
    waiting--;
    await route.continue().catch(() => {});
  });
  return { waiting: () => waiting, release };
}

/**
 * Taps `trigger` and measures, as interaction to next paint does, the milliseconds from the tap's
 * click event to the first frame after what it opens (a popover or a dialog) is open.
 */
export async function tapToPaint(trigger: Locator): Promise<number> {
  const timing = trigger.evaluate(
    (button) =>
      new Promise<number>((resolve) => {
        const target = document.getElementById(
          button.getAttribute('commandfor') ?? button.getAttribute('popovertarget')!,
        )!;
        let clicked = 0;
        addEventListener(
          'click',
          (event) => {
            clicked = event.timeStamp;
          },
          { capture: true, once: true },
        );
        // No named functions in here: the page gets this code as written, without the helpers a bundler may add.
        const type = target instanceof HTMLDialogElement ? 'dialog' : 'popover';
        const observer = new MutationObserver(() => target.dispatchEvent(new Event('opened')));
        if (type === 'dialog') observer.observe(target, { attributeFilter: ['open'] });
        target.addEventListener(
          type === 'dialog' ? 'opened' : 'toggle',
          () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clicked))),
          { once: true },
        );
      }),
  );
  await trigger.tap();
  return timing;
}
