/** Telugu: the privacy notice (/te/privacy/), from content/pages/te/privacy.yaml (content/privacy.ts), awaiting native review. */
import { privacyIn } from '@/content/privacy';

export const privacy = privacyIn('te');
