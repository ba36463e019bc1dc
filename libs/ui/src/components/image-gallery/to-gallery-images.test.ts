import { toGalleryImages } from './to-gallery-images';

const media = [
  { id: 'm1', url: '/api/v1/media/a.jpg', isDefault: false },
  { id: 'm2', url: '/api/v1/media/b.jpg', isDefault: false },
];

describe('toGalleryImages', () => {
  it("names each image after its item's title, or by number when it has none (a comment)", () => {
    expect(toGalleryImages({ title: 'Hostel tips', media }).map((image) => image.alt)).toEqual([
      'Hostel tips, image 1',
      'Hostel tips, image 2',
    ]);
    expect(toGalleryImages({ media })).toEqual([
      { id: 'm1', url: '/api/v1/media/a.jpg', alt: 'Image 1' },
      { id: 'm2', url: '/api/v1/media/b.jpg', alt: 'Image 2' },
    ]);
  });
});
