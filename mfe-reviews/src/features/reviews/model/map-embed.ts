/** Hosts and paths whose pages are made to be framed (the others refuse with X-Frame-Options). */
const EMBEDDABLE: ReadonlyArray<(url: URL) => boolean> = [
  (url) => /(^|\.)google\.[a-z.]+$/.test(url.hostname) && (url.pathname.startsWith('/maps/embed') || url.searchParams.get('output') === 'embed'),
  (url) => url.hostname === 'www.openstreetmap.org' && url.pathname === '/export/embed.html',
];

function httpsUrl(link: string | null | undefined): URL | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The map area of spec §2: an embedded map when the university's map link allows framing, otherwise
 * a link to the full map (the map link, or a map search for the address). Only https links are used.
 */
export function mapAreaOf(mapLink: string | null, address: string | null): { embedUrl: string | null; fullMapUrl: string | null } {
  const url = httpsUrl(mapLink);
  if (url && EMBEDDABLE.some((allows) => allows(url))) return { embedUrl: url.toString(), fullMapUrl: url.toString() };
  if (url) return { embedUrl: null, fullMapUrl: url.toString() };
  const search = address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : null;
  return { embedUrl: null, fullMapUrl: search };
}
