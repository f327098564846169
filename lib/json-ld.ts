import type { PriceDisplay } from './price';

export type JsonLd = Record<string, unknown>;

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the JS line separators
 * escaped as \u sequences, so no name can close the script (`</script>`) or open a comment.
 */
export function jsonLdText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** schema.org Offer(s) of a shown price; none for 询价, which has no price to state. */
export function offerOf(price: PriceDisplay, inStock: boolean, url: string): JsonLd | undefined {
  const availability = `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
  switch (price.kind) {
    case 'fixed':
      return { '@type': 'Offer', priceCurrency: 'CNY', price: yuan(price.fen), availability, url };
    case 'range':
      return {
        '@type': 'AggregateOffer',
        priceCurrency: 'CNY',
        lowPrice: yuan(price.minFen),
        ...(price.maxFen ? { highPrice: yuan(price.maxFen) } : {}),
        availability,
        url,
      };
    default:
      return undefined;
  }
}

export function productJsonLd(p: {
  name: string;
  url: string;
  images: readonly string[];
  description: string;
  sku?: string | null;
  brand?: string | null;
  category: string;
  seller: { name: string; url: string };
  price: PriceDisplay;
  inStock: boolean;
}): JsonLd {
  const offer = offerOf(p.price, p.inStock, p.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    url: p.url,
    image: p.images,
    description: p.description,
    ...(p.sku ? { sku: p.sku } : {}),
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    category: p.category,
    ...(offer
      ? { offers: { ...offer, seller: { '@type': 'Organization', ...p.seller } } }
      : // 询价: no price to offer, the seller is still named.
        { manufacturer: { '@type': 'Organization', ...p.seller } }),
  };
}

export function organizationJsonLd(o: {
  name: string;
  url: string;
  logo?: string | null;
  description: string;
  city?: string | null;
  province?: string | null;
  foundingYear?: number | null;
}): JsonLd {
  const address = o.city || o.province;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: o.name,
    url: o.url,
    ...(o.logo ? { logo: o.logo } : {}),
    description: o.description,
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            addressCountry: 'CN',
            ...(o.province ? { addressRegion: o.province } : {}),
            ...(o.city ? { addressLocality: o.city } : {}),
          },
        }
      : {}),
    ...(o.foundingYear ? { foundingDate: String(o.foundingYear) } : {}),
  };
}

/** BreadcrumbList from the home page down a path of named links (absolute URLs). */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function eventJsonLd(e: {
  name: string;
  url: string;
  startDate: string;
  endDate: string;
  description: string;
  image?: string | null;
  place: { name: string; city?: string | null; address?: string | null };
  organizer?: string | null;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.name,
    url: e.url,
    startDate: e.startDate,
    endDate: e.endDate,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    description: e.description,
    ...(e.image ? { image: [e.image] } : {}),
    location: {
      '@type': 'Place',
      name: e.place.name,
      address: {
        '@type': 'PostalAddress',
        addressCountry: 'CN',
        ...(e.place.city ? { addressLocality: e.place.city } : {}),
        ...(e.place.address ? { streetAddress: e.place.address } : {}),
      },
    },
    ...(e.organizer ? { organizer: { '@type': 'Organization', name: e.organizer } } : {}),
  };
}

/** An absolute URL of a path or URL on a realm's origin (`https://a.cn` + `/x` → `https://a.cn/x`). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin.replace(/\/+$/, '')}/`).toString();
}
