/**
 * The article text's editor components (Sveltia's Insert menu in rich-text mode): the four blocks
 * of tooling/article-markdown.ts. They are registered by a small classic script,
 * tooling/cms-editor-components.browser.js, which the admin page loads after Sveltia
 * (tooling/cms-admin.ts); the configuration offers them by these ids (tooling/cms-config.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The components' ids, as the script registers them and the article body's `editor_components` names them. */
export const ARTICLE_COMPONENTS = ['callout', 'table', 'testimonial', 'offices'] as const;

/** The script in the repository… */
export const EDITOR_COMPONENTS_SOURCE = join(process.cwd(), 'tooling', 'cms-editor-components.browser.js');
/** …and its name in out/admin/. */
export const EDITOR_COMPONENTS_FILE = 'editor-components.js';

export const editorComponentsScript = (file = EDITOR_COMPONENTS_SOURCE) => readFileSync(file, 'utf8');
