/** The home page's JSON-LD: the WebSite and the publication's Organization (see site-structured-data). */
import { useRootData } from '../app/use-root-data';
import { JsonLd } from './json-ld';
import { organizationStructuredData, websiteStructuredData } from './site-structured-data';

export function SiteJsonLd() {
  const { site } = useRootData();
  return (
    <>
      <JsonLd data={websiteStructuredData(site)} />
      <JsonLd data={organizationStructuredData(site)} />
    </>
  );
}
