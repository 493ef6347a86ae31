/**
 * The three commitments (content/pages/<language>/commitments.yaml): 24/7 support, expert
 * guidance, proven results. Not a page of its own: the home page and the about page show them
 * (content/about.ts). A figure is named, {{studentsHelped}}; a figure the operator's settings lack
 * is not written at all.
 */
import { z } from 'zod';
import { iconCard } from './parts';
import { pageSchema } from './schema';

export const commitmentsPage = pageSchema('Commitments (home and about pages)', {
  cards: z.array(iconCard('Commitment')).meta({ title: 'Commitments', description: 'Shown on the home page and the about page.' }),
});
