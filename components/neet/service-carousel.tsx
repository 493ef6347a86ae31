'use client';

import { Pause, Play } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { enhance } from '@/lib/enhance';

/** The track advances 1 px per animation frame and loops after 320 px per service (one card's width with its gap). */
const CARD_WIDTH = 320;
const PX_PER_FRAME = 1;
/** After a touch scroll the visitor gets a moment to read before the track moves again. */
const TOUCH_RESUME_MS = 2000;

export type CarouselService = {
  id: string;
  title: string;
  description: string;
  /** Rendered on the server (an icon element). */
  icon: ReactNode;
  /** "From $200". */
  price: string;
  details: { features: string[]; duration: string; cost: string; targetAudience: string };
  /** lang="en" on the words an edition shows in English (its file leaves them out). */
  lang?: Partial<Record<'title' | 'description' | 'features' | 'duration' | 'targetAudience', 'en'>>;
};

export type ServiceCarouselProps = {
  services: CarouselService[];
  labels: {
    carousel: string;
    pause: string;
    play: string;
    select: string;
    features: string;
    duration: string;
    cost: string;
    targetAudience: string;
    detailsHeading: string;
  };
};

function CardBody({ service, selected }: { service: CarouselService; selected: boolean }) {
  return (
    <span
      className={`flex h-full flex-col rounded-2xl border-2 bg-white p-5 text-left shadow-sm transition-colors dark:bg-slate-900 ${
        selected
          ? 'border-brand-700 ring-4 ring-brand-200 dark:border-brand-300 dark:ring-brand-900'
          : 'border-slate-200 hover:border-brand-400 dark:border-slate-700'
      }`}
    >
      <span
        className="mb-3 inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-300"
        aria-hidden="true"
      >
        {service.icon}
      </span>
      <span className="block text-lg font-bold text-slate-900 dark:text-white" lang={service.lang?.title}>
        {service.title}
      </span>
      <span className="mt-2 block flex-1 text-sm text-slate-600 dark:text-slate-300" lang={service.lang?.description}>
        {service.description}
      </span>
      <span className="mt-4 block text-sm font-semibold text-brand-700 dark:text-brand-300">{service.price}</span>
    </span>
  );
}

/**
 * The NEET services carousel: a horizontally scrolling row that moves by itself, over a doubled
 * list so that it loops without a jump. It pauses on hover, on focus within, while touched and by
 * its pause button, and stays still (scrollable by hand) for visitors who prefer reduced motion;
 * the doubled copy exists only while it moves and is hidden from assistive technology and the
 * keyboard. Clicking a card selects it and shows its details below. Until its script has run
 * (and without scripts), the row is a plain list that scrolls by swipe or by Tab from card to card
 * and snaps to a card (CSS scroll-snap), and every service's details are shown below it.
 */
export function ServiceCarousel({ services, labels }: ServiceCarouselProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [paused, setPaused] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const hold = useRef({ hover: false, focus: false, touch: false, resumeAt: 0 });
  const base = useId();
  const panelId = (id: string) => `${base}-details-${id}`;

  // Motion only when the visitor has not asked for less of it (and follow changes of the setting).
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setMoving(!query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    const el = viewport.current;
    if (!el || !moving || paused) return;
    const loop = CARD_WIDTH * services.length;
    let pos = el.scrollLeft;
    // A mouse already resting on the row when the framework started (it starts as the row comes
    // into view) sent no mouseenter to React: the row asks whether it is under the pointer.
    const mouse = window.matchMedia('(hover: hover)').matches;
    let frame = requestAnimationFrame(function tick(now) {
      const h = hold.current;
      if (!h.hover && !(mouse && el.matches(':hover')) && !h.focus && !h.touch && now >= h.resumeAt) {
        // The visitor may have scrolled by hand while it was held: carry on from there.
        if (Math.abs(el.scrollLeft - pos) > 2) pos = el.scrollLeft;
        pos += PX_PER_FRAME;
        if (pos >= loop) pos -= loop;
        el.scrollLeft = pos;
      }
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [moving, paused, services.length]);

  const details = (s: CarouselService) => [
    { label: labels.duration, value: s.details.duration, lang: s.lang?.duration },
    { label: labels.cost, value: s.details.cost },
    { label: labels.targetAudience, value: s.details.targetAudience, lang: s.lang?.targetAudience },
  ];

  return (
    <div ref={enhance}>
      {moving && (
        <div className="mb-3 flex justify-end">
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {paused ? <Glyph icon={Play} className="h-4 w-4" /> : <Glyph icon={Pause} className="h-4 w-4" />}
            {paused ? labels.play : labels.pause}
          </button>
        </div>
      )}
      <div
        ref={viewport}
        role="region"
        aria-label={labels.carousel}
        // While the row stands still it snaps to a card, and a whole number of cards fills it:
        // browsers do not scroll a partly visible element into view when it takes focus, so a card
        // peeking in at the edge would stay cut off for a keyboard visitor (the extra pixel lands in
        // a card's right padding and keeps the next card wholly outside). Moving, the row keeps
        // the fixed card width its loop counts on, and no snapping to fight it.
        className={`overflow-x-auto overscroll-x-contain pb-4 ${moving ? '' : '@container snap-x snap-mandatory'}`}
        onMouseEnter={() => (hold.current.hover = true)}
        onMouseLeave={() => (hold.current.hover = false)}
        onFocus={() => (hold.current.focus = true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hold.current.focus = false;
        }}
        onTouchStart={() => (hold.current.touch = true)}
        onTouchEnd={() => {
          hold.current.touch = false;
          hold.current.resumeAt = performance.now() + TOUCH_RESUME_MS;
        }}
      >
        <div className="flex w-max">
          <ul className="flex">
            {services.map((s) => (
              <li
                key={s.id}
                className={`shrink-0 snap-start pr-4 ${moving ? 'w-[320px]' : 'w-[calc(100cqw_+_1px)] @min-[640px]:w-[calc(50cqw_+_1px)] @min-[960px]:w-[calc(100cqw/3_+_1px)] @min-[1280px]:w-[calc(25cqw_+_1px)]'}`}
              >
                <button
                  type="button"
                  aria-pressed={selected === s.id}
                  aria-controls={panelId(s.id)}
                  onClick={() => setSelected(s.id)}
                  className="block h-full w-full rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  <CardBody service={s} selected={selected === s.id} />
                </button>
              </li>
            ))}
          </ul>
          {moving && (
            // The second copy that makes the loop seamless: not read out, not in the tab order;
            // a mouse click on it still selects the service, as on the first copy.
            <ul className="flex" aria-hidden="true" data-carousel-copy="">
              {services.map((s) => (
                <li key={s.id} className="w-[320px] shrink-0 pr-4">
                  <div className="h-full cursor-pointer" onClick={() => setSelected(s.id)}>
                    <CardBody service={s} selected={selected === s.id} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <div className="mt-8" aria-live="polite">
        {selected === null && <p className="hidden text-center text-slate-600 dark:text-slate-300 framework:block">{labels.select}</p>}
        {services.map((s) => (
          <section
            key={s.id}
            id={panelId(s.id)}
            aria-labelledby={`${panelId(s.id)}-title`}
            className={`mb-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900 ${selected === s.id ? '' : 'js:hidden'}`}
          >
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{labels.detailsHeading}</p>
            <h3 id={`${panelId(s.id)}-title`} className="mt-1 text-2xl font-bold text-slate-900 dark:text-white" lang={s.lang?.title}>
              {s.title}
            </h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300" lang={s.lang?.description}>
              {s.description}
            </p>
            <div className="mt-5 grid gap-6 md:grid-cols-2">
              <div>
                <h4 className="font-semibold text-slate-900 dark:text-white">{labels.features}</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-200" lang={s.lang?.features}>
                  {s.details.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </div>
              <dl className="space-y-3">
                {details(s).map((d) => (
                  <div key={d.label}>
                    <dt className="text-sm text-slate-600 dark:text-slate-300">{d.label}</dt>
                    <dd className="font-semibold text-slate-900 dark:text-white" lang={d.lang}>
                      {d.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
