import { validateImageFiles } from './validate-image-files';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('validateImageFiles', () => {
  it('keeps JPEG, PNG and WebP files within the limit', () => {
    const files = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.webp', 'image/webp')];
    expect(validateImageFiles(files, 'POST', 0)).toEqual({ accepted: files, errors: [] });
  });

  it('counts images the form already holds', () => {
    const result = validateImageFiles([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')], 'POST', 2);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(result.errors).toEqual(['Maximum 3 image(s) allowed for POST']);
  });

  it('names each refused file by its position', () => {
    const result = validateImageFiles([file('ok.png', 'image/png'), file('x.svg', 'image/svg+xml')], 'COMMENT', 0);
    expect(result.errors).toEqual(['File 2: Invalid file type. Only JPEG, PNG, and WebP images are allowed']);
  });
});
