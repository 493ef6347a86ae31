'use client';

import { MapPin } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { useEffect, useRef, useState } from 'react';

export type MapEmbedProps = {
  /** The map frame's URL (site.mapEmbedUrl). */
  src: string;
  /** Accessible title of the frame. */
  title: string;
  /** Link to open the place in the maps site, shown until (and besides) the frame. */
  mapLink: string;
  openLabel: string;
  /** Shown in the placeholder: the place's name and address. */
  placeName: string;
  address: string;
};

/**
 * The embedded map, inserted only when it scrolls within ~200 px of view: the map site's scripts
 * (several hundred KB) are never loaded for visitors who do not scroll to it. Before that, and
 * without JavaScript, a static placeholder with a link to the map.
 */
export function MapEmbed({ src, title, mapLink, openLabel, placeName, address }: MapEmbedProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!('IntersectionObserver' in window)) {
      setShow(true);
      return;
    }
    const io = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        setShow(true);
        io.disconnect();
      },
      { rootMargin: '200px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);

  return (
    <div>
      <div ref={ref} className="relative aspect-[4/3] w-full overflow-hidden rounded-3xl bg-brand-50 shadow-sm sm:aspect-[16/7] dark:bg-slate-800">
        {show ? (
          <iframe
            src={src}
            title={title}
            width="1200"
            height="525"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-slate-700 dark:text-slate-200">
            <Glyph icon={MapPin} className="h-10 w-10 text-brand-700 dark:text-brand-300" />
            <p className="font-semibold text-slate-900 dark:text-white">{placeName}</p>
            <p className="max-w-md">{address}</p>
          </div>
        )}
      </div>
      <p className="mt-4 text-center">
        <a
          href={mapLink}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          <Glyph icon={MapPin} className="h-4 w-4" />
          {openLabel}
        </a>
      </p>
    </div>
  );
}
