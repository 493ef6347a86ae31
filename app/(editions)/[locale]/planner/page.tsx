import { EditionNote } from '@/components/layout/edition-note';
import { PlannerPage } from '@/components/pages/planner-page';
import { localizedHref } from '@/lib/routes';
import { editionContent, editionMetadata, editionParams, type EditionPageProps } from '@/lib/edition-page';

export const generateStaticParams = editionParams('planner');
export const generateMetadata = editionMetadata('planner');

export default async function Page({ params }: EditionPageProps) {
  const { locale, content } = await editionContent(params);
  return (
    <>
      <EditionNote locale={locale} page="planner" />
      <PlannerPage planner={content.planner} contactHref={localizedHref('contact', locale)} locale={locale} />
    </>
  );
}
