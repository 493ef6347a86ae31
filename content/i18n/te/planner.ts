/** Telugu edition of content/planner.ts: the words are content/pages/te/planner.yaml (machine-drafted, awaiting native review). Figures come from content/visa-funds.ts. */
import { plannerIn, plannerPromoIn } from '@/content/planner';

export const planner = plannerIn('te');

export const plannerPromo = plannerPromoIn('te');
