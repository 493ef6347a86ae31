/** Telugu: the commitments the home page shows, from content/pages/te/commitments.yaml (content/about.ts). */
import { commitmentsIn } from '@/content/about';

export const commitments = commitmentsIn('te');
