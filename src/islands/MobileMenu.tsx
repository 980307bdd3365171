import { useEffect, useRef, useState } from 'react';

export interface MobileMenuProps {
  labels: { open: string; close: string };
  /** The id of the menu panel the page renders (hidden until opened). */
  panelId: string;
}

/**
 * The phone menu's button: opens and closes the page's menu panel, which closes again when a
 * link is chosen or on Escape, with focus back on the button. The links themselves are in the
 * page's HTML.
 */
export default function MobileMenu({ labels, panelId }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    panel.hidden = !open;
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    panel.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      panel.removeEventListener('click', onClick);
    };
  }, [open, panelId]);

  return (
    <button ref={button} type="button" className="mobile-menu__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
      <span className="mobile-menu__bars" aria-hidden="true" data-open={open || undefined} />
      <span>{open ? labels.close : labels.open}</span>
    </button>
  );
}
