import type { PublicConfig } from "#app/domain/site/public-config";

import { company, delivery } from "./facts";
import { SITE_ICON_PATH } from "./paths";
import { socialNetworks } from "./social";

/** schema.org LocalBusiness for Nestz, from the facts and the public settings. */
export function localBusinessSchema(config: PublicConfig) {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${config.publicUrl}/#business`,
    name: company.brand,
    legalName: config.legalName,
    description:
      "Move-in-ready 8' x 20' modular tiny homes, built in Washington and delivered across Washington and Oregon.",
    url: `${config.publicUrl}/`,
    logo: `${config.publicUrl}${SITE_ICON_PATH}`,
    image: `${config.publicUrl}/og-image.png`,
    telephone: config.contactPhone,
    email: config.contactEmail,
    address: {
      "@type": "PostalAddress",
      addressLocality: "Portland",
      addressRegion: "OR",
      addressCountry: "US",
    },
    areaServed: delivery.states.map((code) => ({ "@type": "State", name: delivery.stateNames[code] })),
    priceRange: "Call for price",
    sameAs: socialNetworks.map((network) => network.url),
  };
}
