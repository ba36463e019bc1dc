import { createHash } from 'node:crypto';
import { injectPrerenderedPage, PRERENDER_GUARD_SCRIPT } from './prerender-html';
import { SESSION_STORED_ATTRIBUTE } from './session-marker';
import { cspHashSource } from './write-prerendered-pages';

const BUILT_INDEX =
  '<!doctype html><html lang=en><head><title>CampusLoop</title><script defer src=/main.1234abcd.js></script></head><body><div id=root></div></body></html>';
const PAGE = { path: '/about' as const, html: '<h1>About CampusLoop</h1>', styleTags: '<style>h1{color:red}</style>' };

describe('the prerendered page and its guard (issue 30: no render-blocking request before the first paint)', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(SESSION_STORED_ATTRIBUTE);
    document.documentElement.removeAttribute('data-prerender');
  });

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

  it('marks a stored session on <html> for the start-up, and nothing without one', () => {
    new Function(PRERENDER_GUARD_SCRIPT)();
    expect(document.documentElement.hasAttribute(SESSION_STORED_ATTRIBUTE)).toBe(false);

    localStorage.setItem('accessToken', 'token');
    new Function(PRERENDER_GUARD_SCRIPT)();
    expect(document.documentElement.getAttribute(SESSION_STORED_ATTRIBUTE)).toBe('stored');
    expect(document.documentElement.getAttribute('data-prerender')).toBe('skip');
  });
});
