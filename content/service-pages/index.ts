/**
 * The six service sub-pages' copy, one module per page; `servicePages` holds them by key, in the
 * order of SERVICE_PAGE_KEYS.
 */
import { careerCounselling } from '@/content/service-pages/career-counselling';
import { consultationService } from '@/content/service-pages/consultation-service';
import { educationLoan } from '@/content/service-pages/education-loan';
import { scholarshipService } from '@/content/service-pages/scholarship-service';
import type { ServicePageContent, ServicePageKey } from '@/content/service-pages/shared';
import { travelAccommodation } from '@/content/service-pages/travel-accommodation';
import { visaServices } from '@/content/service-pages/visa-services';

export { SERVICE_PAGE_KEYS } from '@/content/service-pages/shared';
export type { Highlight, ProcessStep, ServicePageContent, ServicePageKey } from '@/content/service-pages/shared';

export const servicePages: Record<ServicePageKey, ServicePageContent> = {
  careerCounselling,
  consultationService,
  visaServices,
  educationLoan,
  scholarshipService,
  travelAccommodation,
};
