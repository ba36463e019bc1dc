import { createHash } from 'node:crypto';
import { EARLY_API_FETCHES_GLOBAL, type EarlyApiFetches } from '@campusloop/web-platform/core';
import { activeTabKey } from '../features/dashboard/hooks/use-active-tab';
import { EARLY_MANIFEST_GLOBAL, START_TAB_ATTRIBUTE, takeEarlyManifest } from './guard-handoff';
import { injectPrerenderedPage, PRERENDER_GUARD_SCRIPT } from './prerender-html';
import { cspHashSource } from './write-prerendered-pages';

const BUILT_INDEX =
  '<!doctype html><html lang=en><head><title>CampusLoop</title><script defer src=/main.1234abcd.js></script></head><body><div id=root></div></body></html>';
const PAGE = { path: '/about' as const, html: '<h1>About CampusLoop</h1>', styleTags: '<style>h1{color:red}</style>' };

describe('the prerendered page and its guard (issue 30: no render-blocking request before the first paint)', () => {
  const holder = window as unknown as Record<string, unknown>;
  /** The page's fetch as the guard sees it: every request it sends, answered with an empty JSON object. */
  let sent: { url: string; init: RequestInit | undefined }[];
  beforeEach(() => {
    sent = [];
    holder['fetch'] = (url: string, init?: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(new Response('{}'));
    };
  });
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(START_TAB_ATTRIBUTE);
    document.documentElement.removeAttribute('data-prerender');
    delete holder['fetch'];
    delete holder[EARLY_MANIFEST_GLOBAL];
    delete holder[EARLY_API_FETCHES_GLOBAL];
    window.history.replaceState(null, '', '/');
  });
  const runGuard = (path: string) => {
    window.history.replaceState(null, '', path);
    new Function(PRERENDER_GUARD_SCRIPT)();
  };
  const early = () => holder[EARLY_API_FETCHES_GLOBAL] as EarlyApiFetches | undefined;

  it('carries the guard inline in <head>, before the critical CSS, and asks for no guard file', () => {
    const html = injectPrerenderedPage(BUILT_INDEX, PAGE);
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([PRERENDER_GUARD_SCRIPT]);
    expect(head.indexOf('<script>')).toBeLessThan(head.indexOf('<style>h1'));
    expect(html.match(/<script[^>]*\ssrc=/g)).toEqual(['<script defer src=']);
    expect(html).toContain('<div id="root" data-prerendered="/about"><h1>About CampusLoop</h1></div>');
  });

  it("the hash the build hands the gateway's CSP is the one a browser computes for the inline guard", () => {
    const html = injectPrerenderedPage(BUILT_INDEX, PAGE);
    const text = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const browserHash = `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;
    expect(cspHashSource(PRERENDER_GUARD_SCRIPT)).toBe(browserHash);
  });

  it("a visitor's page: the prerender stays, only the runtime manifest is requested (main.ts adopts it), no API call", async () => {
    runGuard('/dashboard');
    expect(document.documentElement.hasAttribute(START_TAB_ATTRIBUTE)).toBe(false);
    expect(sent.map((request) => request.url)).toEqual(['/mf-manifest.json']);
    expect(sent[0]?.init).toMatchObject({ cache: 'no-store' });
    expect(early()).toBeUndefined();
    await expect(takeEarlyManifest()).resolves.toBeInstanceOf(Response);
    expect(takeEarlyManifest()).toBeNull();
  });

  it('a stored session on /dashboard: hides the prerender, marks the opening tab and sends GET /users/me and its first page with the token', () => {
    localStorage.setItem('accessToken', 'token-1');
    runGuard('/dashboard/?tab=HOME');
    expect(document.documentElement.getAttribute('data-prerender')).toBe('skip');
    expect(document.documentElement.getAttribute(START_TAB_ATTRIBUTE)).toBe('HOME');
    const api = sent.filter((request) => request.url.startsWith('/api/v1/'));
    expect(api.map((request) => request.url)).toEqual(['/api/v1/users/me', '/api/v1/feed/public/posts?page=0&size=20']);
    expect(api.map((request) => (request.init?.headers as Record<string, string>)['authorization'])).toEqual(['Bearer token-1', 'Bearer token-1']);
    expect(early()?.token).toBe('token-1');
    expect(Object.keys(early()?.responses ?? {})).toEqual(['/users/me', '/feed/public/posts?page=0&size=20']);
  });

  it('a stored session elsewhere, or on a tab without a first request: GET /users/me only', () => {
    localStorage.setItem('accessToken', 'token-1');
    runGuard('/profile');
    expect(document.documentElement.hasAttribute(START_TAB_ATTRIBUTE)).toBe(false);
    expect(Object.keys(early()?.responses ?? {})).toEqual(['/users/me']);
    runGuard('/dashboard?tab=EVENTS');
    expect(document.documentElement.getAttribute(START_TAB_ATTRIBUTE)).toBe('EVENTS');
    expect(Object.keys(early()?.responses ?? {})).toEqual(['/users/me']);
  });

  it('opens on the tab useActiveTab opens on: ?tab, else the remembered tab, else Home (the legacy PUBLIC_FEED is Home)', () => {
    localStorage.setItem('accessToken', 'token-1');
    const cases: [string, string | null][] = [
      ['', null],
      ['?tab=EVENTS', null],
      ['?tab=PUBLIC_FEED', 'EVENTS'],
      ['?tab=NOPE', 'MARKETPLACE'],
      ['', 'PUBLIC_FEED'],
      ['', 'NOPE'],
      ['?tab=PROFILE', 'HOME'],
    ];
    for (const [search, remembered] of cases) {
      if (remembered) localStorage.setItem('dashboardTab', remembered);
      else localStorage.removeItem('dashboardTab');
      runGuard(`/dashboard${search}`);
      expect([search, remembered, document.documentElement.getAttribute(START_TAB_ATTRIBUTE)]).toEqual([
        search,
        remembered,
        activeTabKey(new URLSearchParams(search).get('tab')),
      ]);
    }
  });

  it('a browser without fetch still gets the prerender hidden for a session', () => {
    delete holder['fetch'];
    localStorage.setItem('accessToken', 'token-1');
    runGuard('/');
    expect(document.documentElement.getAttribute('data-prerender')).toBe('skip');
    expect(early()).toBeUndefined();
  });
});
