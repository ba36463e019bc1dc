import type { UploadFailure } from './upload-failure';

export interface UploadToUrlOptions {
  url: string;
  headers: Record<string, string>;
  file: Blob;
  /** 0..1 of the bytes sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** For tests: how to make the request object. */
  createRequest?: () => XMLHttpRequest;
}

/** Our JSON error's message, or S3's XML error code. */
function reasonOf(text: string): string | undefined {
  const xmlCode = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  if (xmlCode) return undefined;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

function codeOf(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PUTs a file to a presigned URL with XMLHttpRequest, the one browser API that reports real upload
 * progress. No credentials are sent: the URL's signature is the permission. Rejects with an
 * UploadFailure (`stage: 'upload'`).
 */
export function uploadToUrl({ url, headers, file, onProgress, signal, createRequest }: UploadToUrlOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = createRequest ? createRequest() : new XMLHttpRequest();
    const fail = (status: number, text = '') => {
      const message = reasonOf(text);
      const code = codeOf(text);
      const failure: UploadFailure = { stage: 'upload', status, ...(message ? { message } : {}), ...(code ? { code } : {}) };
      reject(failure);
    };
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : fail(xhr.status, xhr.responseText));
    xhr.onerror = () => fail(0);
    xhr.onabort = () => fail(0);
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
