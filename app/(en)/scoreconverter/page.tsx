import { ScoreConverterPage } from '@/components/pages/scoreconverter-page';
import { scoreConverterTool } from '@/content/tools';
import { pageMetadata } from '@/lib/metadata';
import { href } from '@/lib/routes';

export const metadata = pageMetadata('scoreconverter');

export default function Page() {
  return <ScoreConverterPage scoreConverterTool={scoreConverterTool} contactHref={href('contact')} />;
}
