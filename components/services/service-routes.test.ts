import { generateMetadata, generateStaticParams } from '@/app/(en)/services/[service]/page';
import { servicePages, type ServicePageKey } from '@/content/service-pages';
import { getRoute } from '@/content/routes';

const keys = Object.keys(servicePages) as ServicePageKey[];

describe('the service sub-pages route', () => {
  it('exports one page per content entry, at the path the route registry gives its key', () => {
    const paths = generateStaticParams().map(({ service }) => `/services/${service}`);
    expect(paths.sort()).toEqual(keys.map((key) => getRoute(key).path).sort());
  });

  it.each(keys)('%s keeps its own title and canonical URL', async (key) => {
    const { path, title } = getRoute(key);
    const metadata = await generateMetadata({ params: Promise.resolve({ service: path.split('/').pop()! }) });
    expect(metadata.title).toBe(title);
    expect(metadata.alternates?.canonical).toBe(`${path}/`);
  });
});
