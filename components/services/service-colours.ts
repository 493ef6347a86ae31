import type { ServiceColour } from '@/content/services/schema';

/** The gradient of a service card's icon tile, by the colour its file names. */
export const serviceGradients: Record<ServiceColour, string> = {
  blue: 'from-brand-600 to-brand-800',
  indigo: 'from-indigo-600 to-violet-700',
  sky: 'from-sky-600 to-brand-700',
  violet: 'from-violet-600 to-purple-700',
  amber: 'from-amber-600 to-orange-700',
  emerald: 'from-emerald-600 to-teal-700',
  cyan: 'from-cyan-600 to-sky-700',
  rose: 'from-rose-600 to-red-700',
  lime: 'from-lime-600 to-green-700',
  ocean: 'from-brand-500 to-indigo-700',
  fuchsia: 'from-fuchsia-600 to-pink-700',
  teal: 'from-teal-600 to-cyan-700',
  orange: 'from-orange-600 to-amber-700',
  slate: 'from-slate-600 to-slate-800',
};
