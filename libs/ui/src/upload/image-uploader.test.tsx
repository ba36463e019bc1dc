import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PresignRequest, PresignResponse, UploadDescriptor } from '@campusloop/contracts';
import { renderWithTheme } from '../testing/render-with-theme';
import { ImageUploader } from './image-uploader';
import type { UploadToUrlOptions } from './upload-to-url';

const image = (name: string, type = 'image/jpeg', size = 1024) => new File([new Uint8Array(size)], name, { type });

function ticketFor(request: PresignRequest, index: number): PresignResponse {
  const key = `post/AAAAAAAAAA${index}.jpg`;
  return {
    uploadUrl: `/api/v1/uploads/blob/${key}?expires=1&sig=x`,
    key,
    expiresAt: new Date(Date.now() + 900_000).toISOString(),
    method: 'PUT',
    headers: { 'Content-Type': request.contentType },
  };
}

/** A fake network: presign answers tickets; uploads wait until the test finishes them. */
function fakeUploads() {
  const presigned: PresignRequest[] = [];
  const sends: Array<{ options: UploadToUrlOptions; finish: () => void; fail: (reason: unknown) => void }> = [];
  return {
    presigned,
    sends,
    presign: jest.fn(async (request: PresignRequest) => {
      presigned.push(request);
      return ticketFor(request, presigned.length);
    }),
    upload: jest.fn(
      (options: UploadToUrlOptions) =>
        new Promise<void>((resolve, reject) => {
          sends.push({ options, finish: resolve, fail: reject });
        }),
    ),
    discard: jest.fn(async () => undefined),
  };
}

const waitForSend = async (sends: unknown[], count: number) => {
  for (let attempt = 0; attempt < 50 && sends.length < count; attempt += 1) await act(() => Promise.resolve());
};

describe('ImageUploader', () => {
  it('uploads picked images with real progress, then shows ✓ Uploaded and hands the descriptors to the form', async () => {
    const net = fakeUploads();
    const onChange = jest.fn<void, [UploadDescriptor[]]>();
    const user = userEvent.setup();
    renderWithTheme(<ImageUploader context="POST" isAnonymous={false} presign={net.presign} upload={net.upload} onChange={onChange} />);

    await user.upload(screen.getByLabelText('Choose Images'), image('beach.jpg'));
    await user.click(screen.getByRole('button', { name: 'Upload Images' }));
    await waitForSend(net.sends, 1);
    act(() => net.sends[0]?.options.onProgress?.(0.5));

    expect(screen.getByRole('progressbar', { name: 'Uploading beach.jpg' })).toHaveAttribute('value', '50');
    await act(async () => net.sends[0]?.finish());
    expect(screen.getByText('✓ Uploaded')).toBeInTheDocument();
    expect(net.presigned).toEqual([{ context: 'POST', contentType: 'image/jpeg', size: 1024, referenceId: null, isAnonymous: false }]);
    expect(net.sends[0]?.options.headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(onChange).toHaveBeenLastCalledWith([
      { s3Key: 'post/AAAAAAAAAA1.jpg', originalFilename: 'beach.jpg', contentType: 'image/jpeg', fileSize: 1024 },
    ]);
  });

  it('refuses wrong types, files over 7MB and files beyond the context limit with the spec texts, keeping the rest', async () => {
    const net = fakeUploads();
    const user = userEvent.setup({ applyAccept: false });
    renderWithTheme(<ImageUploader context="POST" presign={net.presign} upload={net.upload} />);

    await user.upload(screen.getByLabelText('Choose Images'), [
      image('notes.gif', 'image/gif'),
      image('huge.png', 'image/png', 7 * 1024 * 1024 + 1),
      image('one.png', 'image/png'),
      image('two.png', 'image/png'),
      image('three.png', 'image/png'),
      image('four.png', 'image/png'),
    ]);

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('File 1: Invalid file type. Only JPEG, PNG, and WebP images are allowed')).toBeInTheDocument();
    expect(within(alert).getByText('File 2: File size exceeds 7MB limit')).toBeInTheDocument();
    expect(within(alert).getByText('Maximum 3 image(s) allowed for POST')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Selected images' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('four.png')).not.toBeInTheDocument();
  });

  it('when the upload service is down, the file shows the §8 text and Upload Images retries it', async () => {
    const net = fakeUploads();
    net.presign.mockRejectedValueOnce({ status: 503, data: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' } });
    const user = userEvent.setup();
    renderWithTheme(<ImageUploader context="POST" presign={net.presign} upload={net.upload} />);
    await user.upload(screen.getByLabelText('Choose Images'), image('a.jpg'));

    await user.click(screen.getByRole('button', { name: 'Upload Images' }));

    expect(await screen.findByText('Upload service temporarily unavailable. Please try again in a moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Images' }));
    await waitForSend(net.sends, 1);
    await act(async () => net.sends[0]?.finish());
    expect(screen.getByText('✓ Uploaded')).toBeInTheDocument();
  });

  it('when the storage refuses the bytes, the server message is shown', async () => {
    const net = fakeUploads();
    const user = userEvent.setup();
    renderWithTheme(<ImageUploader context="POST" presign={net.presign} upload={net.upload} />);
    await user.upload(screen.getByLabelText('Choose Images'), image('fake.jpg'));
    await user.click(screen.getByRole('button', { name: 'Upload Images' }));
    await waitForSend(net.sends, 1);

    await act(async () =>
      net.sends[0]?.fail({ stage: 'upload', status: 415, code: 'INVALID_FILE_TYPE', message: 'Invalid file type. Only JPEG, PNG, and WebP images are allowed' }),
    );

    expect(screen.getByText('Invalid file type. Only JPEG, PNG, and WebP images are allowed')).toBeInTheDocument();
  });

  it('a single-image context picks one file at a time', () => {
    const net = fakeUploads();
    renderWithTheme(<ImageUploader context="PROFILE" presign={net.presign} upload={net.upload} />);
    expect(screen.getByLabelText('Choose Images')).not.toHaveAttribute('multiple');
  });

  it('removing an uploaded image discards it on the server and drops its descriptor', async () => {
    const net = fakeUploads();
    const onChange = jest.fn<void, [UploadDescriptor[]]>();
    const user = userEvent.setup();
    renderWithTheme(<ImageUploader context="PROFILE" presign={net.presign} upload={net.upload} discard={net.discard} onChange={onChange} />);
    await user.upload(screen.getByLabelText('Choose Images'), image('me.jpg'));
    await user.click(screen.getByRole('button', { name: 'Upload Images' }));
    await waitForSend(net.sends, 1);
    await act(async () => net.sends[0]?.finish());

    await user.click(screen.getByRole('button', { name: 'Remove me.jpg' }));

    expect(net.discard).toHaveBeenCalledWith('post/AAAAAAAAAA1.jpg');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list', { name: 'Selected images' })).not.toBeInTheDocument();
  });
});
