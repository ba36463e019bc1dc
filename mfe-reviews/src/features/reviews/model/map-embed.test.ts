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
});
