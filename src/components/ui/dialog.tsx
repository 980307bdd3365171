import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

/** Radix Dialog, wrapped once: every form dialog of the site is built from these parts. */
export const Dialog = DialogPrimitive.Root;

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The dialog itself: overlay, a panel of `width` pixels at most, a close button labelled `closeLabel`. */
export function DialogContent({ width = 500, closeLabel, title, description, children }: {
  width?: 500 | 600 | 800;
  closeLabel: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className="dialog-overlay" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={`dialog dialog--react dialog--${width}`}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className="dialog__header">
          <DialogPrimitive.Title data-slot="dialog-title" className="dialog__title">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close data-slot="dialog-close" className="dialog__close" aria-label={closeLabel}>
            <X aria-hidden="true" width={20} height={20} />
          </DialogPrimitive.Close>
        </div>
        <div className="dialog__body">
          {description && <DialogPrimitive.Description data-slot="dialog-description" className="dialog__description">{description}</DialogPrimitive.Description>}
          {children}
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
