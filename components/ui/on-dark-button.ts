import { buttonClasses, type ButtonSize } from '@/components/ui/button';

/**
 * The outlined button on a dark band (page heroes, closing calls to action), the same in both
 * themes: white border and text, a faint white wash on hover. Beside `buttonClasses('light')`.
 * Not a row of button.ts's table: that table ships in the client islands' JavaScript, and only
 * server-rendered bands use this look.
 */
export const onDarkButtonClasses = (size: ButtonSize = 'lg') =>
  buttonClasses('outline', size, 'border-white text-white hover:bg-white/10 dark:border-white dark:text-white dark:hover:bg-white/10');
