/**
 * Menus are popovers that open and close without script; choosing a link in one closes it, also
 * when the link only scrolls this page (/#over).
 */
document.addEventListener('click', (event) => {
  const menu = (event.target as Element | null)?.closest?.('a')?.closest('[popover]');
  if (menu instanceof HTMLElement && menu.matches(':popover-open')) menu.hidePopover();
});

// With a mouse, the desktop menus also open on hover after 200 ms and close 150 ms after the
// pointer has left (spec section 9). A click on a menu that hovering opened keeps it open.
document.querySelectorAll('.nav__list > li').forEach((item) => {
  const panel = item.querySelector<HTMLElement>('[popover]');
  if (!panel) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let openedByHover = false;
  const after = (ms: number, action: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(action, ms);
  };
  const isOpen = () => panel.matches(':popover-open');
  item.addEventListener('pointerenter', (event) => {
    if ((event as PointerEvent).pointerType !== 'mouse') return;
    after(200, () => {
      if (isOpen()) return;
      panel.showPopover();
      openedByHover = true;
    });
  });
  item.addEventListener('pointerleave', (event) => {
    if ((event as PointerEvent).pointerType !== 'mouse') return;
    after(150, () => {
      if (isOpen() && !panel.contains(document.activeElement)) panel.hidePopover();
    });
  });
  item.querySelector('[popovertarget]')?.addEventListener('click', (event) => {
    if (openedByHover && isOpen()) event.preventDefault();
    openedByHover = false;
  });
  panel.addEventListener('toggle', () => {
    if (!isOpen()) openedByHover = false;
  });
});
