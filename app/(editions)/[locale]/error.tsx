'use client';

import { ErrorView } from '@/components/layout/error-view';

/** The error view (a title, the error's message, a retry button), in the page's language. */
export default ErrorView;
