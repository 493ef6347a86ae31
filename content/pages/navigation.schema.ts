/**
 * The site's menus (content/pages/<language>/navigation.yaml): the header menu with its dropdowns,
 * and the footer's quick links and free tools. A Telugu or Hindi file gives the labels, item by
 * item; every link target is the English file's.
 */
import { z } from 'zod';
import { routeKey } from './home.schema';
import { pageSchema, text } from './schema';

const label = text('the item’s words').meta({ title: 'Words' });

const leaf = z.strictObject({ label, to: routeKey }).meta({ title: 'Link' });

const item = z
  .strictObject({
    label,
    to: routeKey.optional().meta({ title: 'Links to', description: 'Leave empty for a group that is not a page (Assistance).' }),
    children: z.array(leaf).optional().meta({ title: 'Dropdown' }),
  })
  .meta({ title: 'Menu item' });

export const navigationPage = pageSchema('Menus', {
  mainNav: z.array(item).meta({ title: 'Header menu', description: 'In its fixed order, with its fixed labels.' }),
  footerQuickLinks: z.array(leaf).meta({ title: 'Footer quick links' }),
  footerTools: z.array(leaf).meta({ title: 'Footer free tools' }),
});
