import { CircleCheck } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { thankYou } from '@/content/contact';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('thankYou');

/** Where the form service sends visitors who sent the contact form without JavaScript. */
export default function Page() {
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-28 pb-16 text-center">
      <Glyph icon={CircleCheck} className="h-20 w-20 text-green-700 dark:text-green-400" />
      <h1 className="mt-6 text-4xl font-extrabold text-slate-900 sm:text-5xl dark:text-white">{thankYou.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600 dark:text-slate-300">{thankYou.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {thankYou.links.map((link, i) => (
          <Link key={link.to} to={link.to} className={buttonClasses(i === 0 ? 'primary' : 'outline', 'lg')}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
