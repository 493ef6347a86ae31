import { ContactPage } from '@/components/pages/contact-page';
import { contact } from '@/content/contact';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('contact');

export default function Page() {
  return <ContactPage contact={contact} />;
}
