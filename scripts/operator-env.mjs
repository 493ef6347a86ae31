/**
 * When OPERATOR_FILE names a JSON file of the operator's facts, puts its text in OPERATOR_JSON,
 * which content/operator-settings.ts reads in place of content/operator.json. Imported by next.config.mjs (and
 * inlined into the pages from there) and preloaded (`tsx --import`) by the build's own scripts, so
 * the check, the pages and postbuild all see the same facts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const file = process.env.OPERATOR_FILE;
if (file && !process.env.OPERATOR_JSON) {
  const path = resolve(file);
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new Error(`OPERATOR_FILE=${file}: cannot read ${path} (${e.code ?? e.message})`);
  }
  try {
    // Compact, so the inlined copy is no larger than the data.
    process.env.OPERATOR_JSON = JSON.stringify(JSON.parse(text));
  } catch (e) {
    throw new Error(`OPERATOR_FILE=${file}: not valid JSON (${e.message})`);
  }
}

export const operatorJson = process.env.OPERATOR_JSON ?? '';
