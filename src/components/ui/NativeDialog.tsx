import X from 'lucide-react/icons/x';
import type { ReactNode, Ref } from 'react';

/** The widths a dialog may have, in CSS pixels; each is a class in the stylesheet. */
export type DialogWidth = 500 | 600 | 800;

/**
 * A dialog that needs no script: a native modal `<dialog>` opened by its trigger through invoker
 * commands (`commandfor`/`command`), closed by its button, Escape or a click on the backdrop. The
 * browser traps focus while it is open and returns it to the trigger. The page script fills in
 * for browsers without invoker commands. Request forms live in one too, so that the first tap
 * shows the form at once, before any of its code has arrived.
 */
export function NativeDialog({
  id,
  title,
  description,
  closeLabel,
  width = 800,
  dialogRef,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  closeLabel: string;
  width?: DialogWidth;
  dialogRef?: Ref<HTMLDialogElement>;
  children: ReactNode;
}) {
  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={`dialog dialog--native dialog--w${width}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      {...{ closedby: 'any' }}
    >
      <div className="dialog__header">
        <h2 id={`${id}-title`} className="dialog__title">
          {title}
        </h2>
        <button
          type="button"
          className="dialog__close"
          aria-label={closeLabel}
          {...{ commandfor: id, command: 'close' }}
        >
          {/* Drawn inline, not from the page's sprite: islands render this in the browser too. */}
          <X aria-hidden="true" width={20} height={20} />
        </button>
      </div>
      <div className="dialog__body">
        {description && (
          <p id={`${id}-description`} className="dialog__description">
            {description}
          </p>
        )}
        {children}
      </div>
    </dialog>
  );
}

/** The button that opens a NativeDialog. */
export function NativeDialogTrigger({
  dialogId,
  className,
  lang,
  children,
}: {
  dialogId: string;
  className: string;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      lang={lang}
      {...{ commandfor: dialogId, command: 'show-modal' }}
      aria-haspopup="dialog"
    >
      {children}
    </button>
  );
}
