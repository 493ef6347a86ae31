'use client';

import { X } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Optional footer (actions); a Close button is always there. */
  footer?: ReactNode;
  closeLabel?: string;
  size?: 'md' | 'lg';
  /** Element id of the <dialog>, for buttons that open it by themselves (`commandfor`). */
  id?: string;
};

type DialogFrameProps = Omit<ModalProps, 'open' | 'onClose' | 'id'> & {
  id: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  onClose?: () => void;
};

/**
 * The dialog itself, shared by both ways of opening it. It works from the HTML alone: its Close
 * buttons close it by invoker command, and `closedby="any"` closes it on Escape and on a click on
 * the backdrop. The handlers below do the same where a browser lacks those attributes.
 */
function DialogFrame({ id, dialogRef, onClose, title, children, footer, closeLabel = 'Close', size = 'md' }: DialogFrameProps) {
  const titleId = useId();
  const close = () => dialogRef.current?.close();
  return (
    <dialog
      aria-labelledby={titleId}
      id={id}
      ref={dialogRef}
      closedby="any"
      onClose={onClose}
      onClick={(e) => {
        // The dialog element itself is only hit on the backdrop: its panel fills the content box.
        if (e.target === e.currentTarget) close();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${size === 'lg' ? 'max-w-3xl' : 'max-w-lg'} rounded-2xl bg-transparent p-0 backdrop:bg-slate-950/60`}
    >
      <div className="max-h-[85vh] overflow-y-auto rounded-2xl bg-white p-6 text-slate-700 shadow-xl dark:bg-slate-900 dark:text-slate-200">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-bold text-slate-900 dark:text-white">
            {title}
          </h2>
          <button
            type="button"
            commandfor={id}
            command="close"
            onClick={close}
            className="rounded-full p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            aria-label={closeLabel}
          >
            <Glyph icon={X} className="h-6 w-6" />
          </button>
        </div>
        <div>{children}</div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {footer}
          <button type="button" commandfor={id} command="close" onClick={close} className={buttonClasses('outline', 'sm')}>
            {closeLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/**
 * The one modal of the site, opened by its parent's state: a native <dialog> opened with
 * showModal(), so focus is trapped in it, the page behind is inert, Escape closes it and focus
 * returns to the opener. A click on the backdrop closes it; clicks inside do not. Its content is
 * rendered (closed) in the HTML too.
 */
export function Modal({ open, onClose, id, ...frame }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const ownId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Return focus to whatever opened the dialog (the browser does too; this covers older ones).
  const handleClose = () => {
    onClose();
    const el = opener.current as HTMLElement | null;
    if (el && typeof el.focus === 'function') el.focus();
  };

  return <DialogFrame {...frame} id={id ?? ownId} dialogRef={ref} onClose={handleClose} />;
}

export type ModalButtonProps = Omit<ModalProps, 'open' | 'onClose' | 'id'> & {
  label: ReactNode;
  /** Accessible name of the trigger when the label alone is ambiguous ("Learn More about X"). */
  ariaLabel?: string;
  variant?: ButtonVariant;
  buttonSize?: ButtonSize;
  className?: string;
};

/**
 * A button that opens a dialog with server-rendered content (details stay in the HTML). The HTML
 * opens it by itself (`command="show-modal"`), from first paint and without script; script opens
 * it only in browsers without invoker commands. Closing returns focus to it (the browser does).
 */
export function ModalButton({ label, ariaLabel, variant = 'primary', buttonSize = 'sm', className = '', ...modal }: ModalButtonProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={ariaLabel}
        commandfor={id}
        command="show-modal"
        className={buttonClasses(variant, buttonSize, className)}
        // Where invoker commands work, the dialog is open by now or the command opens it next
        // (a command on an open dialog does nothing); elsewhere this opens it.
        onClick={() => dialog.current?.open || dialog.current?.showModal()}
      >
        {label}
      </button>
      <DialogFrame {...modal} id={id} dialogRef={dialog} />
    </>
  );
}
