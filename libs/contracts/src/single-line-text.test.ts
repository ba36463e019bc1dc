import {
  contactRequestSchema,
  createEventRequestSchema,
  createPostRequestSchema,
  singleLineMessage,
  updateEventRequestSchema,
  updateMeRequestSchema,
  updatePostRequestSchema,
  uploadDescriptorSchema,
} from './index';

const event = {
  title: 'Quiz night',
  description: 'Teams of four.\nBring pens.',
  location: 'LT 101',
  startsAt: '2031-01-01T18:30:00+05:30',
  endsAt: '2031-01-01T20:30:00+05:30',
};
const post = { title: 'Lost keys', body: 'Near the library.\r\nBlue keyring.' };
const upload = {
  s3Key: 'post/abcdefghijk.png',
  originalFilename: 'keys.png',
  contentType: 'image/png',
  fileSize: 10,
};

const INJECTED = 'Quiz\r\nBEGIN:VEVENT\r\nSUMMARY:EXAM MOVED\r\nEND:VEVENT';

/** The messages a schema answers for `input`, as `field: message`. */
function issues(
  schema: {
    safeParse(input: unknown): { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } };
  },
  input: unknown,
) {
  return (schema.safeParse(input).error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );
}

describe('single-line text fields', () => {
  it.each([
    ['CR LF', INJECTED],
    ['a lone LF', 'Quiz\nnight'],
    ['a lone CR', 'Quiz\rnight'],
    ['a tab', 'Quiz\tnight'],
    ['NUL', 'Quiz\u0000night'],
    ['ESC', 'Quiz\u001b[31mnight'],
    ['DEL', 'Quiz\u007fnight'],
    ['a C1 control (NEL)', 'Quiz\u0085night'],
    ['the line separator', 'Quiz\u2028night'],
    ['the paragraph separator', 'Quiz\u2029night'],
  ])('refuses %s inside an event title and location with a clear message', (_name, text) => {
    expect(issues(createEventRequestSchema, { ...event, title: text, location: text })).toEqual([
      `title: ${singleLineMessage('Title')}`,
      `location: ${singleLineMessage('Location')}`,
    ]);
    expect(issues(updateEventRequestSchema, { ...event, title: text })).toEqual([
      `title: ${singleLineMessage('Title')}`,
    ]);
  });

  it('says so in words a person understands', () => {
    expect(singleLineMessage('Title')).toBe(
      'Title must be a single line (no line breaks or control characters)',
    );
  });

  it('refuses line breaks in post titles, profile names and degrees, contact names and file names', () => {
    expect(issues(createPostRequestSchema, { ...post, title: INJECTED })).toEqual([
      `title: ${singleLineMessage('Title')}`,
    ]);
    expect(issues(updatePostRequestSchema, { ...post, title: 'a\nb' })).toEqual([
      `title: ${singleLineMessage('Title')}`,
    ]);
    expect(issues(updateMeRequestSchema, { name: 'Asha\r\nAdmin', degree: 'B.Tech\nCSE' })).toEqual([
      `name: ${singleLineMessage('Name')}`,
      `degree: ${singleLineMessage('Degree')}`,
    ]);
    expect(
      issues(contactRequestSchema, {
        name: 'Asha\nBcc: x@evil.example',
        email: 'a@b.co',
        message: 'Hi\nthere',
      }),
    ).toEqual([`name: ${singleLineMessage('Name')}`]);
    expect(issues(uploadDescriptorSchema, { ...upload, originalFilename: 'a\r\nb.png' })).toEqual([
      `originalFilename: ${singleLineMessage('File name')}`,
    ]);
  });

  it('keeps multi-line fields multi-line and drops a pasted trailing newline from one-line fields', () => {
    const parsedEvent = createEventRequestSchema.parse({
      ...event,
      title: ' Quiz night\r\n',
      location: 'LT 101\n',
    });
    expect(parsedEvent).toMatchObject({
      title: 'Quiz night',
      location: 'LT 101',
      description: event.description,
    });
    expect(createPostRequestSchema.parse({ ...post, title: 'Lost keys\n' })).toMatchObject({
      title: 'Lost keys',
      body: post.body,
    });
    expect(updateMeRequestSchema.parse({ name: 'Asha Rao', bio: 'Line one\nLine two' })).toMatchObject({
      name: 'Asha Rao',
      bio: 'Line one\nLine two',
    });
    expect(
      uploadDescriptorSchema.parse({ ...upload, originalFilename: 'Ünïcode, fine; "quotes".png' }),
    ).toBeTruthy();
  });
});
