import { company, delivery } from "#app/content/facts";
import { SITE_ICON_PATH } from "#app/content/paths";
import type { PublicConfig } from "#app/domain/site/public-config";

import type { PageInfo } from "./pages";
import { socialNetworks } from "./social";

/**
 * The identifiers public buyers look up (UEI, CAGE code, NAICS codes, the
 * founding year), each only when it is configured: an unset one is left out.
 */
export function businessIdentifiers(config: PublicConfig) {
  const identifiers = [
    config.uei
      ? { "@type": "PropertyValue", propertyID: "UEI", name: "Unique Entity ID (SAM.gov)", value: config.uei }
      : null,
    config.cageCode
      ? { "@type": "PropertyValue", propertyID: "CAGE", name: "CAGE code", value: config.cageCode }
      : null,
  ].filter((identifier) => identifier !== null);
  return {
    ...(identifiers.length ? { identifier: identifiers } : {}),
    ...(config.naicsCodes.length
      ? { naics: config.naicsCodes.length === 1 ? config.naicsCodes[0] : config.naicsCodes }
      : {}),
    ...(config.foundedYear === null ? {} : { foundingDate: String(config.foundedYear) }),
  };
}

const BUSINESS_DESCRIPTION =
  "Move-in-ready 8' x 20' modular tiny homes, built in Washington and delivered across Washington and Oregon.";

/**
 * schema.org LocalBusiness for Nestz, from the facts and the public settings;
 * the home page passes its published description, so search engines read the words the page does.
 */
export function localBusinessSchema(config: PublicConfig, description = BUSINESS_DESCRIPTION) {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${config.publicUrl}/#business`,
    name: company.brand,
    legalName: config.legalName,
    description,
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
    ...businessIdentifiers(config),
  };
}

/** /Government: the page itself, about the business with its identifiers. */
export function publicBuyersPageSchema(config: PublicConfig, page: PageInfo) {
  const { "@context": context, ...business } = localBusinessSchema(config);
  const url = `${config.publicUrl}${page.path}`;
  return {
    "@context": context,
    "@graph": [
      {
        "@type": "WebPage",
        "@id": `${url}#page`,
        url,
        name: page.title,
        description: page.description,
        inLanguage: "en-US",
        about: { "@id": business["@id"] },
        audience: { "@type": "Audience", audienceType: "Public agencies, tribes and nonprofits" },
      },
      business,
    ],
  };
}
