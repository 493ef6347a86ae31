/** Hindi edition of content/planner.ts: the words are content/pages/hi/planner.yaml (machine-drafted, awaiting native review). Figures come from content/visa-funds.ts. */
import { plannerIn, plannerPromoIn } from '@/content/planner';

export const planner = plannerIn('hi');

export const plannerPromo = plannerPromoIn('hi');
