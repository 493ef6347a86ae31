/** The travel and accommodation page: flights, housing, pickup, forex and insurance; no testimonials or FAQ. */
import { figures } from '@/lib/site';
import { ArrowLeftRight, BedDouble, Bus, CalendarClock, Plane, Presentation, ShieldCheck } from 'lucide';
import { allServicesLabel, type ServicePageContent } from '@/content/service-pages/shared';

export const travelAccommodation: ServicePageContent = {
  key: 'travelAccommodation',
  hero: {
    eyebrow: 'Travel & accommodation',
    title: 'Travel and Accommodation, Sorted Before You Fly',
    text: 'Flights, student housing, airport pickup, forex and insurance, plus a pre-departure briefing, so you land abroad prepared and with a place to stay.',
    ctaLabel: 'Plan My Travel',
    highlights: [
      { value: '24/7', label: 'support after you land' },
      { value: figures.text.countries, label: 'countries' },
    ],
  },
  features: {
    eyebrow: 'What we arrange',
    title: 'Everything for Your Journey',
    intro: 'The last weeks before you leave are busy. We take the travel and housing worries off your list.',
    items: [
      {
        icon: Plane,
        title: 'Flight Booking',
        description: 'Student fares with extra baggage allowance, sensible connections and dates that match your university’s reporting date.',
      },
      {
        icon: BedDouble,
        title: 'Student Accommodation',
        description: 'On-campus residences, private student housing, shared flats and homestays compared on cost, distance and safety.',
      },
      { icon: Bus, title: 'Airport Pickup', description: 'University or private airport pickup arranged where available, so you are not alone on arrival.' },
      {
        icon: ArrowLeftRight,
        title: 'Forex & Travel Money',
        description: 'A forex card and some local currency for your first days, with fees explained before you buy.',
      },
      {
        icon: ShieldCheck,
        title: 'Travel Insurance',
        description: 'Student travel insurance for the journey, and the health cover your visa or university requires.',
      },
      {
        icon: Presentation,
        title: 'Pre-Departure Briefing',
        description: 'What to pack, what to carry in your hand luggage and what to expect at immigration and in your first week.',
      },
    ],
  },
  process: {
    eyebrow: 'How it works',
    title: 'From Booking to Arrival',
    steps: [
      { icon: CalendarClock, title: 'Travel Plan', description: 'We start from your reporting date, budget and departure city.' },
      {
        icon: BedDouble,
        title: 'Accommodation Shortlist',
        description: 'You choose from housing options near your campus, and we check the agreement before you pay.',
      },
      { icon: Plane, title: 'Bookings & Documents', description: 'Flights, insurance and forex booked, with every document in one folder.' },
      { icon: Presentation, title: 'Pre-Departure Briefing', description: 'A session for you and your parents on packing, arrival and your first weeks.' },
      { icon: Bus, title: 'Arrival Support', description: 'Airport pickup, check-in and 24/7 support through your first weeks abroad.' },
    ],
  },
  cta: {
    title: 'Ready to Fly?',
    text: 'Tell us your university and reporting date, and we will plan your travel and accommodation with you.',
    ctaLabel: 'Plan My Travel',
    secondaryLabel: allServicesLabel,
  },
};
