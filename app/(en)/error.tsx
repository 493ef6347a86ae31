'use client';

import { ErrorView } from '@/components/layout/error-view';

/** The error view (spec 000 §8), in the page's language. */
export default ErrorView;
