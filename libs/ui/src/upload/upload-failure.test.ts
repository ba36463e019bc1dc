import { toUploadFailure, uploadFailureMessage } from './upload-failure';

describe('uploadFailureMessage (spec §8 upload errors)', () => {
  it.each([
    [{ stage: 'presign', status: 0 }, 'Network error. Please check your connection and try again.'],
    [{ stage: 'upload', status: 0 }, 'Network error. Please check your connection and try again.'],
    [{ stage: 'upload', status: 413 }, 'File is too large. Please choose an image smaller than 5MB.'],
    [{ stage: 'upload', status: 415 }, 'Invalid file type. Please choose a JPEG, PNG, or WebP image.'],
    [{ stage: 'presign', status: 400, code: 'MEDIA_LIMIT_EXCEEDED' }, 'Too many files selected. Please check the upload limits.'],
    [{ stage: 'presign', status: 503 }, 'Upload service temporarily unavailable. Please try again in a moment.'],
    [{ stage: 'upload', status: 500 }, 'Upload failed. Please try again.'],
    [{ stage: 'upload', status: 403 }, 'Upload failed. Please try again.'],
    [{ stage: 'presign', status: 400 }, 'Something went wrong. Please try again.'],
  ] as const)('%o → %s', (failure, message) => {
    expect(uploadFailureMessage(failure)).toBe(message);
  });

  it("prefers the server's explanation of a refusal", () => {
    expect(uploadFailureMessage({ stage: 'presign', status: 400, code: 'MEDIA_LIMIT_EXCEEDED', message: 'Maximum 3 image(s) allowed for POST' })).toBe(
      'Maximum 3 image(s) allowed for POST',
    );
  });

  it('reads RTK Query errors and network errors', () => {
    expect(toUploadFailure({ status: 400, data: { code: 'VALIDATION_ERROR', message: 'File size exceeds 7MB limit' } }, 'presign')).toEqual({
      stage: 'presign',
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'File size exceeds 7MB limit',
    });
    expect(toUploadFailure(new TypeError('Failed to fetch'), 'presign')).toEqual({ stage: 'presign', status: 0 });
  });
});
