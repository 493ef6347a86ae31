/** Telugu edition of calculatorScriptNote and ieltsTool in content/tools.ts: the words are content/pages/te/ieltsscore.yaml (machine-drafted, awaiting native review). */
import { shell } from '@/content/i18n/te/shell';
import { calculatorScriptNoteIn, ieltsToolIn } from '@/content/tools';

/**
 * Said in place of a calculator's button when its script is off or failed to load: the
 * calculators run in the browser, and a static export has no server to answer the form.
 */
export const calculatorScriptNote = calculatorScriptNoteIn('te');

export const ieltsTool = ieltsToolIn('te', shell.calculator.ieltsInvalid);
