import { createElement, type ReactNode } from 'react';

/**
 * A static list as a <ul>, its items given one by one (not as an array), so they need no keys: the
 * pages that repeat lists many times (twenty country panels, twelve course categories) then carry
 * no key per item in their RSC payload (a text key would repeat the text; an index key costs bytes
 * too). `content` gives an item's children (by default the item itself, a string).
 */
export function staticList<T>(items: readonly T[], className?: string, content: (item: T) => ReactNode[] = (item) => [item as ReactNode]) {
  return createElement('ul', className ? { className } : null, ...items.map((item) => createElement('li', null, ...content(item))));
}
