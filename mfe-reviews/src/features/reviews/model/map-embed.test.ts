import { mapAreaOf } from './map-embed';

describe('the map area', () => {
  it('embeds only links made for framing', () => {
    const embed = 'https://www.google.com/maps/embed?pb=!1m18';
    expect(mapAreaOf(embed, null)).toEqual({ embedUrl: embed, fullMapUrl: embed });
    expect(mapAreaOf('https://www.google.com/maps?q=IIT+Bombay&output=embed', null).embedUrl).not.toBeNull();
    expect(mapAreaOf('https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4', null).embedUrl).not.toBeNull();
  });

  it('links to the full map otherwise, never to a non-https link', () => {
    expect(mapAreaOf('https://maps.app.goo.gl/abc', 'Powai')).toEqual({ embedUrl: null, fullMapUrl: 'https://maps.app.goo.gl/abc' });
    expect(mapAreaOf('javascript:alert(1)', 'Powai, Mumbai').fullMapUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=Powai%2C%20Mumbai',
    );
    expect(mapAreaOf(null, null)).toEqual({ embedUrl: null, fullMapUrl: null });
  });

  // Issue 34, finding 7: the host check was a pattern that also matched look-alike hosts.
  it.each([
    'https://google.evil.com/maps/embed?pb=!1m18',
    'https://evilgoogle.com/maps/embed?pb=!1m18',
    'https://google.com.evil.com/maps/embed?pb=!1m18',
    'https://www.google.evil.com/maps?q=x&output=embed',
    'https://maps.google.co.evil/maps/embed?pb=!1m18',
  ])('never frames a look-alike host: %s', (link) => {
    expect(mapAreaOf(link, null)).toEqual({ embedUrl: null, fullMapUrl: link });
  });

  it.each(['https://google.com/maps/embed?pb=1', 'https://maps.google.com/maps?q=x&output=embed', 'https://www.google.co.in/maps/embed?pb=1'])(
    'frames the listed Google hosts: %s',
    (link) => {
      expect(mapAreaOf(link, null).embedUrl).toBe(link);
    },
  );
});
