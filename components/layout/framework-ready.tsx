'use client';

import { useLayoutEffect } from 'react';
import { READY_EVENT } from '@/lib/framework-start';

/**
 * Says when React has hydrated the document (its first commit, where layout effects run):
 * `<html data-framework="started">` and READY_EVENT, on which the loader
 * (tooling/deferred-scripts.ts) gives the islands what the visitor did while it started.
 */
export function FrameworkReady() {
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-framework', 'started');
    document.dispatchEvent(new Event(READY_EVENT));
  }, []);
  return null;
}
