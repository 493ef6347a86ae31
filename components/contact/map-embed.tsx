import { MapPin } from 'lucide';
import { buttonClasses } from '@/components/ui/button';
import { Glyph } from '@/components/ui/glyph';
import { MAP_MARKER } from '@/lib/map';
import { SHELL_ATTR } from '@/lib/shell-script';

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
  /** Makes the notice's id (one map per page). */
  id?: string;
};

/**
 * The embedded map, loaded only when the visitor asks for it: until then (and without JavaScript)
 * the office's name and address, a link to open it in the maps site, and a button to show the map
 * with a line saying what loading it sends to the map site. No framework: the frame is in the
 * HTML, hidden and without a source (nothing is asked of the map site), and the page's own inline
 * script (lib/shell-script.ts) gives it its source on the button's click, from first paint, and
 * hides the stand-in. The frame loads with no referrer: the page's address (a plan from the
 * planner carries its figures there) stays here. The button and its notice show only where that
 * script runs (`shell:`). The marker (MAP_MARKER) tells the build's page policy to allow the map
 * site in frame-src.
 */
export function MapEmbed({ src, title, mapLink, openLabel, showLabel, notice, placeName, address, id = 'map' }: MapEmbedProps) {
  const noticeId = `${id}-notice`;
  return (
    <div {...{ [MAP_MARKER]: '' }}>
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-3xl bg-brand-50 shadow-sm sm:aspect-[16/7] dark:bg-slate-800">
        <iframe
          {...{ [SHELL_ATTR.mapSource]: src }}
          hidden
          title={title}
          width="1200"
          height="525"
          referrerPolicy="no-referrer"
          className="absolute inset-0 h-full w-full border-0"
        />
        <div
          {...{ [SHELL_ATTR.mapHide]: '' }}
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-slate-700 dark:text-slate-200"
        >
          <Glyph icon={MapPin} className="h-10 w-10 text-brand-700 dark:text-brand-300" />
          <p className="font-semibold text-slate-900 dark:text-white">{placeName}</p>
          <p className="max-w-md">{address}</p>
          <button
            type="button"
            {...{ [SHELL_ATTR.mapShow]: '' }}
            aria-describedby={noticeId}
            className={buttonClasses('primary', 'sm', 'hidden shell:inline-flex')}
          >
            {showLabel}
          </button>
        </div>
      </div>
      <p
        id={noticeId}
        {...{ [SHELL_ATTR.mapHide]: '' }}
        className="mx-auto mt-3 hidden max-w-2xl text-center text-sm text-slate-700 dark:text-slate-200 shell:block"
      >
        {notice}
      </p>
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
