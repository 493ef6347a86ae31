'use client';

import { MapPin } from 'lucide';
import { buttonClasses } from '@/components/ui/button';
import { Glyph } from '@/components/ui/glyph';
import { useEffect, useId, useState } from 'react';
import { MAP_MARKER } from '@/lib/map';

export type MapEmbedProps = {
  /** The map frame's URL (site.mapEmbedUrl). */
  src: string;
  /** Accessible title of the frame. */
  title: string;
  /** Link to open the place in the maps site, shown until (and besides) the frame. */
  mapLink: string;
  openLabel: string;
  /** The button that loads the map, and what loading it sends to the map site. */
  showLabel: string;
  notice: string;
  /** Shown in the placeholder: the place's name and address. */
  placeName: string;
  address: string;
};

/**
 * The embedded map, loaded only when the visitor asks for it: until then (and without JavaScript)
 * the office's name and address, a link to open it in the maps site, and a button to show the map
 * with a line saying what loading it sends to the map site. The frame is then loaded with no
 * referrer: the page's address (a plan from the planner carries its figures there) stays here.
 * The marker (MAP_MARKER) tells the build's page policy to allow the map site in frame-src.
 */
export function MapEmbed({ src, title, mapLink, openLabel, showLabel, notice, placeName, address }: MapEmbedProps) {
  const [show, setShow] = useState(false);
  // The button works only with script: shown once the page's script runs.
  const [ready, setReady] = useState(false);
  const noticeId = useId();
  useEffect(() => setReady(true), []);

  return (
    <div {...{ [MAP_MARKER]: '' }}>
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-3xl bg-brand-50 shadow-sm sm:aspect-[16/7] dark:bg-slate-800">
        {show ? (
          <iframe src={src} title={title} width="1200" height="525" referrerPolicy="no-referrer" className="absolute inset-0 h-full w-full border-0" />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-slate-700 dark:text-slate-200">
            <Glyph icon={MapPin} className="h-10 w-10 text-brand-700 dark:text-brand-300" />
            <p className="font-semibold text-slate-900 dark:text-white">{placeName}</p>
            <p className="max-w-md">{address}</p>
            {ready && (
              <button type="button" onClick={() => setShow(true)} aria-describedby={noticeId} className={buttonClasses('primary', 'sm')}>
                {showLabel}
              </button>
            )}
          </div>
        )}
      </div>
      {ready && !show && (
        <p id={noticeId} className="mx-auto mt-3 max-w-2xl text-center text-sm text-slate-700 dark:text-slate-200">
          {notice}
        </p>
      )}
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
