/** Hindi: the commitments the home page shows, from content/pages/hi/commitments.yaml (content/about.ts). */
import { commitmentsIn } from '@/content/about';

export const commitments = commitmentsIn('hi');
