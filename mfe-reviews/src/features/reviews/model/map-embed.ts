/**
 * The Google hosts whose map pages we frame, by exact name (issue 34, finding 7: a pattern such as
 * `(^|\.)google\.[a-z.]+$` also let `google.evil.com` into our iframe). Google's "Embed a map" code uses
 * www.google.com; the catalogue's universities are in India, whose students may paste a google.co.in
 * link. Another country's host is one more entry here.
 */
export const GOOGLE_MAP_HOSTS: ReadonlySet<string> = new Set([
  'google.com',
  'www.google.com',
  'maps.google.com',
  'google.co.in',
  'www.google.co.in',
  'maps.google.co.in',
]);

/** Hosts and paths whose pages are made to be framed (the others refuse with X-Frame-Options). */
const EMBEDDABLE: ReadonlyArray<(url: URL) => boolean> = [
  (url) =>
    GOOGLE_MAP_HOSTS.has(url.hostname) &&
    (url.pathname.startsWith('/maps/embed') || url.searchParams.get('output') === 'embed'),
  (url) => url.hostname === 'www.openstreetmap.org' && url.pathname === '/export/embed.html',
];

/**
 * The embedded map's sandbox: its scripts run (the map needs them) and its links may open a new tab
 * (which leaves the sandbox, so the full map works there), but never `allow-same-origin`: the frame
 * gets an opaque origin, so even a page that slipped through could not reach anyone's cookies or
 * storage of its real origin.
 */
export const MAP_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

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
