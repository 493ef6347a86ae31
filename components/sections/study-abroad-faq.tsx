import {
  Award,
  BriefcaseBusiness,
  CalendarClock,
  FileCheck,
  Globe,
  GraduationCap,
  HeartPulse,
  House,
  Map as MapIcon,
  MapPin,
  PenLine,
  PiggyBank,
  Wallet,
} from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import type { IconNode } from 'lucide';
import { studyAbroadFaq as enStudyAbroadFaq, type StudyAbroadFaqContent, type StudyAbroadFaqIcon } from '@/content/study-abroad-faq';
import { FaqAnswer } from '@/components/faq/faq-answer';
import { Accordion } from '@/components/ui/accordion';
import { Section } from '@/components/ui/section';

const icons: Record<StudyAbroadFaqIcon, IconNode> = {
  globe: Globe,
  calendar: CalendarClock,
  pen: PenLine,
  wallet: Wallet,
  'piggy-bank': PiggyBank,
  briefcase: BriefcaseBusiness,
  house: House,
  'file-check': FileCheck,
  map: MapIcon,
  award: Award,
  'map-pin': MapPin,
  'graduation-cap': GraduationCap,
  'heart-pulse': HeartPulse,
};

export type StudyAbroadFaqProps = { tone?: 'plain' | 'tint'; content?: StudyAbroadFaqContent };

/**
 * The standalone FAQ section: 13 questions with icons, one open at a time.
 * A server component: the answers are in the HTML and the accordion needs no JavaScript.
 */
export function StudyAbroadFaq({ tone = 'tint', content: studyAbroadFaq = enStudyAbroadFaq }: StudyAbroadFaqProps) {
  return (
    <Section id="study-abroad-faq" title={studyAbroadFaq.title} intro={studyAbroadFaq.intro} tone={tone}>
      <div className="mx-auto max-w-3xl">
        <Accordion
          name="study-abroad-faq"
          items={studyAbroadFaq.items.map((item) => ({
            id: item.id,
            title: item.question,
            icon: <Glyph icon={icons[item.icon]} className="h-5 w-5" />,
            content: <FaqAnswer answer={item.answer} body={item.body} sources={item.sources} />,
          }))}
        />
      </div>
    </Section>
  );
}
