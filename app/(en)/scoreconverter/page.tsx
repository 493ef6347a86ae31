import { ScoreConverterPage } from '@/components/pages/scoreconverter-page';
import { scoreConverterTool } from '@/content/tools';
import { pageMetadata } from '@/content/metadata';
import { href } from '@/content/routes';

export const metadata = pageMetadata('scoreconverter');

export default function Page() {
  return <ScoreConverterPage scoreConverterTool={scoreConverterTool} contactHref={href('contact')} />;
}
