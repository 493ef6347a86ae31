import 'react';

/**
 * Invoker commands (`<button commandfor="id" command="show-modal">`): the HTML opens and closes a
 * <dialog> by itself, before and without script. React passes the lowercase attributes through;
 * its types do not list them yet.
 */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- an augmentation must repeat React's type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | `--${string}`;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- an augmentation must repeat React's type parameter
  interface DialogHTMLAttributes<T> {
    /** `any`: a click on the backdrop (light dismiss) or Escape closes the dialog, without script. */
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
