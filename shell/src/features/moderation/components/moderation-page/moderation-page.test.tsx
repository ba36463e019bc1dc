import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IDENTITY_PATHS,
  MODERATION_DESKS,
  MODERATION_DESK_LIST,
  MODERATION_SCREEN_TEXTS as T,
  type ReportedItem,
} from '@campusloop/contracts';
import {
  aUser,
  deferred,
  installFakeApi,
  type FakeApi,
  type FakeReply,
} from '@campusloop/web-platform/testing';
import { currentUrl, renderApp } from '../../../../testing/render-app';

const desk = MODERATION_DESKS.listing.desk;
const QUEUE = `/api/v1${desk}/reports`;
const AUDIT = `/api/v1${desk}/audit`;

/** An access token as identity signs it (the page reads only the claims). */
const token = (claims: object) => ['e30', btoa(JSON.stringify(claims)), 'sig'].join('.');
const signInAs = (roles: string[]) => localStorage.setItem('accessToken', token({ sub: 'mod1', roles }));

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const reported = (itemId: string, overrides: Partial<ReportedItem> = {}): ReportedItem => ({
  itemType: 'listing',
  itemId,
  content: {
    title: `Lamp ${itemId}`,
    text: 'A desk lamp, barely used.',
    authorId: 'seller1',
    blocked: false,
  },
  reasons: { spam: 2, harassment: 1 },
  count: 3,
  notes: ['Posted ten times.'],
  firstReportedAt: hoursAgo(5),
  lastReportedAt: hoursAgo(1),
  ...overrides,
});
const page = (content: ReportedItem[], last = true, pageNo = 0, size = 20) => ({
  status: 200,
  body: { content, totalElements: content.length, last, page: pageNo, size },
});

describe('/moderation (the moderators’ screen)', () => {
  let fake: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    fake = installFakeApi();
  });
  afterEach(() => fake.uninstall());

  it('shows a non-moderator "Not allowed", calls no moderation route, and has no menu entry', async () => {
    signInAs([]);
    renderApp({ path: '/moderation', user: aUser() });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: T.notAllowedTitle })).toBeInTheDocument();
    expect(fake.requests.filter((request) => request.path.includes('/moderation'))).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Asha Rao' }));
    expect(screen.queryByRole('menuitem', { name: T.menuEntry })).not.toBeInTheDocument();
  });

  it('is reached from the user menu by a moderator and lists reported items oldest first with content, reasons, count, age and notes', async () => {
    signInAs(['moderator']);
    fake.on(
      'GET',
      QUEUE,
      page([
        reported('L1'),
        reported('L2', {
          content: { title: null, text: 'Who wrote this?', authorId: null, blocked: false },
          reasons: { hate: 1 },
          count: 1,
          notes: [],
        }),
      ]),
    );
    const { router } = renderApp({ path: '/about', user: aUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Asha Rao' }));
    await userEvent.click(screen.getByRole('menuitem', { name: T.menuEntry }));
    expect(currentUrl(router)).toBe('/moderation');

    expect(await screen.findByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Listings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      ...MODERATION_DESK_LIST.map((desk) => desk.label),
      T.auditTab,
    ]);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Lamp L1',
      'Who wrote this?',
    ]);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('3 reports')).toBeInTheDocument();
    expect(within(first).getByText('5h ago')).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Reasons' })).toHaveTextContent('Spam or scam × 2');
    expect(within(first).getByRole('list', { name: 'Reasons' })).toHaveTextContent('Harassment × 1');
    expect(within(first).getByText('Posted ten times.')).toBeInTheDocument();
    expect(within(first).queryByText(T.anonymous)).not.toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText(`${T.by} ${T.anonymous}`)).toBeInTheDocument();
    // An item whose author the desk does not name offers no 'Restrict author' on a desk that needs the account id.
    expect(
      within(cards[1] as HTMLElement).queryByRole('button', { name: T.restrictAuthor }),
    ).not.toBeInTheDocument();
    expect(fake.requestsTo('GET', QUEUE)[0]?.search).toBe('?page=0&size=20');
  });

  it('blocks with a reason: every button waits while it runs, then the item leaves the queue', async () => {
    signInAs(['moderator']);
    let items = [reported('L1'), reported('L2')];
    fake.on('GET', QUEUE, () => page(items));
    const reply = deferred<FakeReply>();
    fake.on('POST', `/api/v1${desk}/items/L1/block`, () => reply.promise);
    renderApp({ path: '/moderation', user: aUser() });

    const card = (await screen.findAllByRole('article'))[0] as HTMLElement;
    await userEvent.type(within(card).getByRole('textbox', { name: T.reason }), 'Scam');
    await userEvent.click(within(card).getByRole('button', { name: T.block }));
    await waitFor(() => expect(within(card).getByRole('button', { name: T.block })).toBeDisabled());
    expect(within(card).getByRole('button', { name: T.dismiss })).toBeDisabled();
    const other = screen.getAllByRole('article')[1] as HTMLElement;
    expect(within(other).getByRole('button', { name: T.block })).toBeDisabled();

    items = [reported('L2')];
    reply.resolve({
      status: 200,
      body: { itemType: 'listing', itemId: 'L1', blocked: true, reportsClosed: 3 },
    });
    expect(await screen.findByText(T.blocked)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lamp L1' })).not.toBeInTheDocument());
    expect(fake.requestsTo('POST', `/api/v1${desk}/items/L1/block`)[0]?.body).toEqual({ reason: 'Scam' });
    // Focus stays in the queue, not lost with the removed card.
    expect(screen.getByRole('tabpanel')).toContainElement(document.activeElement as HTMLElement);
    expect(within(screen.getByRole('article')).getByRole('button', { name: T.block })).toBeEnabled();
  });

  it('restricts a listing’s author for the hours given (identity’s restriction route), refusing 0 hours', async () => {
    signInAs(['moderator']);
    fake.on('GET', QUEUE, page([reported('L1')]));
    fake.on('PUT', '/api/v1/moderation/accounts/seller1/restriction', {
      status: 200,
      body: { userId: 'seller1', restrictedUntil: hoursAgo(-48) },
    });
    renderApp({ path: '/moderation', user: aUser() });

    const card = await screen.findByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: T.restrictAuthor }));
    const form = within(card).getByRole('form', { name: T.restrictAuthor });
    const hours = within(form).getByRole('spinbutton', { name: T.restrictHours });
    expect(hours).toHaveFocus();
    await userEvent.clear(hours);
    await userEvent.type(hours, '0');
    expect(within(form).getByRole('button', { name: T.restrictSubmit })).toBeDisabled();
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.type(within(form).getByRole('textbox', { name: T.restrictReason }), 'Repeated scams');
    await userEvent.click(within(form).getByRole('button', { name: T.restrictSubmit }));

    expect(await screen.findByText(T.restricted(48))).toBeInTheDocument();
    expect(fake.requestsTo('PUT', '/api/v1/moderation/accounts/seller1/restriction')[0]?.body).toEqual({
      hours: 48,
      reason: 'Repeated scams',
    });
    await waitFor(() => expect(within(card).queryByRole('form')).not.toBeInTheDocument());
  });

  it('says "No open reports" for an empty desk', async () => {
    signInAs(['moderator']);
    fake.on('GET', QUEUE, page([]));
    renderApp({ path: '/moderation', user: aUser() });
    expect(await screen.findByRole('heading', { name: T.empty })).toBeInTheDocument();
  });

  it('offers Try Again when the queue fails to load, and pages with Load More', async () => {
    signInAs(['moderator']);
    let fail = true;
    fake.on('GET', QUEUE, (request) => {
      if (fail)
        return { status: 500, body: { status: 500, code: 'INTERNAL', message: 'Something went wrong' } };
      return request.search.startsWith('?page=0')
        ? page([reported('L1')], false)
        : page([reported('L2')], true, 1);
    });
    renderApp({ path: '/moderation', user: aUser() });
    expect(await screen.findByRole('heading', { name: T.queueFailed })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Lamp L1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('heading', { name: 'Lamp L2' })).toBeInTheDocument();
  });

  it('restricts and lifts an anonymous post’s author through the feed desk’s sealed route, never naming the account', async () => {
    signInAs(['moderator']);
    const POSTS = `/api/v1${MODERATION_DESKS.post.desk}`;
    fake.on('GET', QUEUE, page([]));
    fake.on(
      'GET',
      `${POSTS}/reports`,
      page([
        reported('P1', {
          itemType: 'post',
          content: {
            title: null,
            text: 'You all are idiots.',
            authorId: null,
            authorName: 'Anonymous',
            blocked: false,
          },
          reasons: { harassment: 2 },
          count: 2,
        }),
      ]),
    );
    fake.on('PUT', `${POSTS}/items/P1/author-restriction`, {
      status: 200,
      body: { itemType: 'post', itemId: 'P1', restrictedUntil: hoursAgo(-24) },
    });
    fake.on('DELETE', `${POSTS}/items/P1/author-restriction`, {
      status: 200,
      body: { itemType: 'post', itemId: 'P1', restrictedUntil: null },
    });
    renderApp({ path: '/moderation?desk=post', user: aUser() });

    expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByRole('article', { name: 'You all are idiots.' });
    expect(within(card).getByText(`${T.by} ${T.anonymous}`)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: T.restrictAuthor }));
    await userEvent.click(within(card).getByRole('button', { name: T.restrictSubmit }));
    expect(await screen.findByText(T.restricted(24))).toBeInTheDocument();
    expect(fake.requestsTo('PUT', `${POSTS}/items/P1/author-restriction`)[0]?.body).toEqual({ hours: 24 });

    await userEvent.type(within(card).getByRole('textbox', { name: T.reason }), 'Apologised');
    await userEvent.click(within(card).getByRole('button', { name: T.liftRestriction }));
    expect(await screen.findByText(T.lifted)).toBeInTheDocument();
    expect(fake.requestsTo('DELETE', `${POSTS}/items/P1/author-restriction`)[0]?.body).toEqual({
      reason: 'Apologised',
    });
    expect(fake.requests.some((request) => request.path.includes('/moderation/accounts/'))).toBe(false);
  });

  it('keeps the audit log in its own tab (arrow keys move between tabs) with Unblock on a block', async () => {
    signInAs(['moderator']);
    fake.on('GET', QUEUE, page([]));
    for (const other of MODERATION_DESK_LIST) fake.on('GET', `/api/v1${other.desk}/reports`, page([]));
    fake.on('GET', AUDIT, {
      status: 200,
      body: {
        content: [
          {
            id: 'a1',
            moderatorId: 'mod1',
            action: 'block',
            itemType: 'listing',
            itemId: 'L9',
            reason: 'Scam',
            reportsClosed: 2,
            at: hoursAgo(2),
          },
        ],
        totalElements: 1,
        last: true,
        page: 0,
        size: 50,
      },
    });
    fake.on('POST', `/api/v1${desk}/items/L9/unblock`, {
      status: 200,
      body: { itemType: 'listing', itemId: 'L9', blocked: false, reportsClosed: 0 },
    });
    const { router } = renderApp({ path: '/moderation', user: aUser() });
    const listings = await screen.findByRole('tab', { name: 'Listings' });
    listings.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: MODERATION_DESK_LIST[1]?.label })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: T.auditTab })).toHaveAttribute('aria-selected', 'true');
    expect(currentUrl(router)).toBe('/moderation?desk=audit');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Scam')).toBeInTheDocument();
    expect(within(panel).getByText(/2 reports closed/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Unblock listing L9' }));
    expect(await screen.findByText(T.unblocked)).toBeInTheDocument();
    expect(fake.requestsTo('POST', `/api/v1${desk}/items/L9/unblock`)).toHaveLength(1);
  });

  it('shows identity’s restrictions in the audit tab with the moderator’s name', async () => {
    signInAs(['moderator']);
    for (const other of MODERATION_DESK_LIST) {
      fake.on('GET', `/api/v1${other.desk}/reports`, page([]));
      fake.on('GET', `/api/v1${other.desk}/audit`, { status: 200, body: { content: [], totalElements: 0, last: true, page: 0, size: 50 } });
    }
    fake.on('GET', `/api/v1${IDENTITY_PATHS.restrictionAudit}`, {
      status: 200,
      body: {
        content: [
          {
            id: 'r1',
            moderatorId: 'mod1',
            moderatorName: 'Meera Moderator',
            action: 'restrict',
            itemType: 'post',
            itemId: 'P7',
            reason: 'Repeated abuse',
            reportsClosed: 0,
            at: hoursAgo(1),
          },
        ],
        totalElements: 1,
        last: true,
        page: 0,
        size: 50,
      },
    });
    renderApp({ path: '/moderation?desk=audit', user: aUser() });
    const panel = await screen.findByRole('tabpanel');
    await userEvent.click(await within(panel).findByRole('button', { name: T.restrictionsLog }));
    expect(await within(panel).findByText('Repeated abuse')).toBeInTheDocument();
    expect(within(panel).getByText(/by Meera Moderator/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Unblock/ })).not.toBeInTheDocument();
  });
});
