import { NofeePage } from '@/components/pages/nofee-page';
import { contact } from '@/content/contact';
import { nofee } from '@/content/nofee';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('nofee');

export default function Page() {
  return <NofeePage nofee={nofee} formId={contact.form.id} />;
}
