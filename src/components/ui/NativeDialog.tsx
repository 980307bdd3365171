import { X } from 'lucide-react';
import { Glyph } from '../Glyph.tsx';
import type { ReactNode } from 'react';

/**
 * A dialog that needs no script: a native modal `<dialog>` opened by its trigger through invoker
 * commands (`commandfor`/`command`), closed by its button, Escape or a click on the backdrop. The
 * browser traps focus while it is open and returns it to the trigger. The page script fills in
 * for browsers without invoker commands.
 */
export function NativeDialog({ id, title, closeLabel, width = 800, children }: { id: string; title: string; closeLabel: string; width?: 500 | 600 | 800; children: ReactNode }) {
  return (
    <dialog id={id} className={`dialog dialog--native dialog--${width}`} aria-labelledby={`${id}-title`} {...{ closedby: 'any' }}>
      <div className="dialog__header">
        <h2 id={`${id}-title`} className="dialog__title">{title}</h2>
        <button type="button" className="dialog__close" aria-label={closeLabel} {...{ commandfor: id, command: 'close' }}>
          <Glyph icon={X} size={20} />
        </button>
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}

/** The button that opens a NativeDialog. */
export function NativeDialogTrigger({ dialogId, className, children }: { dialogId: string; className: string; children: ReactNode }) {
  return <button type="button" className={className} {...{ commandfor: dialogId, command: 'show-modal' }} aria-haspopup="dialog">{children}</button>;
}
