import { uploadToUrl } from './upload-to-url';

/** Just enough of XMLHttpRequest to drive uploadToUrl. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

describe('uploadToUrl', () => {
  it('PUTs the file with the signed headers and reports progress', async () => {
    const xhr = new FakeXhr();
    const progress: number[] = [];
    const file = new Blob(['abc']);

    const done = uploadToUrl({ url: '/put', headers: { 'Content-Type': 'image/png' }, file, onProgress: (f) => progress.push(f), createRequest: () => xhr as unknown as XMLHttpRequest });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.status = 204;
    xhr.onload?.();

    await expect(done).resolves.toBeUndefined();
    expect(xhr).toMatchObject({ method: 'PUT', url: '/put', headers: { 'Content-Type': 'image/png' }, body: file });
    expect(progress).toEqual([0.25]);
  });

  it('rejects with the status, code and message of a refusal', async () => {
    const xhr = new FakeXhr();
    const done = uploadToUrl({ url: '/put', headers: {}, file: new Blob(['x']), createRequest: () => xhr as unknown as XMLHttpRequest });

    xhr.status = 413;
    xhr.responseText = JSON.stringify({ status: 413, code: 'FILE_TOO_LARGE', message: 'File size exceeds 7MB limit' });
    xhr.onload?.();

    await expect(done).rejects.toEqual({ stage: 'upload', status: 413, code: 'FILE_TOO_LARGE', message: 'File size exceeds 7MB limit' });
  });

  it('rejects with status 0 when the network fails', async () => {
    const xhr = new FakeXhr();
    const done = uploadToUrl({ url: '/put', headers: {}, file: new Blob(['x']), createRequest: () => xhr as unknown as XMLHttpRequest });

    xhr.onerror?.();

    await expect(done).rejects.toEqual({ stage: 'upload', status: 0 });
  });
});
