/** Hindi: the privacy notice (/hi/privacy/), from content/pages/hi/privacy.yaml (content/privacy.ts), awaiting native review. */
import { privacyIn } from '@/content/privacy';

export const privacy = privacyIn('hi');
