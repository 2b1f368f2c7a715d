/**
 * Issue 18, adverts and premium on both databases: without ADS_PROVIDER the settings name no
 * provider and the CSP allows no third-party origin; with one, the settings give the provider's
 * script and slots and the CSP allows its origins only; a bad configuration stops the start-up
 * naming the variable; only admins set a member's premium flag, which the member's account shows.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLES } from '#contract/users';
import { loadConfig } from '#server/config';
import { createHarness, describeEachDatabase, type Harness } from './support/harness.ts';
import { call, signedInMember } from './support/stuffs.ts';

const AD_ENV = {
  ADS_PROVIDER: 'custom',
  ADS_CLIENT: 'pub-test',
  ADS_SCRIPT_URL: 'http://127.0.0.1:9/fake-ads.js',
  ADS_SLOT_BANNER: 'b1',
  ADS_SLOT_LEADERBOARD: 'l1',
  ADS_SLOT_RICH_MEDIA: 'r1',
  CONTACT_EMAIL: 'contact@tofulab.example',
};

describeEachDatabase('adverts and premium', (dialect) => {
  let plain: Harness;
  let withAds: Harness;
  beforeAll(async () => {
    plain = await createHarness(dialect);
    withAds = await createHarness(dialect, { env: AD_ENV });
  });
  afterAll(async () => {
    await plain?.close();
    await withAds?.close();
  });

  it('names no provider and allows no third-party origin by default', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/site/settings' });
    expect(response.json()).toEqual({ contact_email: null, ads: null });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/https?:\/\/|frame-src/);
  });

  it('gives the configured provider and allows its origin only then', async () => {
    const response = await withAds.app.inject({ method: 'GET', url: '/api/site/settings' });
    expect(response.json()).toEqual({
      contact_email: 'contact@tofulab.example',
      ads: { provider: 'custom', client: 'pub-test', script_url: 'http://127.0.0.1:9/fake-ads.js', slots: { rich_media: 'r1', banner: 'b1', leaderboard: 'l1' } },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' http://127.0.0.1:9");
    expect(csp).toContain("frame-src 'self' http://127.0.0.1:9");
  });

  it('lets only admins set the premium flag, which the member then carries', async () => {
    const admin = await signedInMember(plain.app, { role: ROLES.admin });
    const member = await signedInMember(plain.app);
    const moderator = await signedInMember(plain.app, { role: ROLES.moderator });
    const url = `/api/admin/users/${member.id}/premium`;
    expect((await call(plain.app, undefined, { method: 'PUT', url, payload: { is_premium: true } })).statusCode).toBe(401);
    for (const who of [member, moderator]) {
      const refused = await call(plain.app, who, { method: 'PUT', url, payload: { is_premium: true }, lang: 'fr' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Cette action est réservée aux administrateurs');
    }
    const set = await call(plain.app, admin, { method: 'PUT', url, payload: { is_premium: true } });
    expect(set.json()).toEqual({ id: member.id, is_premium: true });
    expect((await call(plain.app, member, { method: 'GET', url: '/api/users/authenticated' })).json()).toMatchObject({ is_premium: true });
    // The admin page's member list shows the flag.
    const listed = (await call(plain.app, admin, { method: 'GET', url: `/api/admin/users?name=${encodeURIComponent(member.name)}` })).json();
    expect(listed.rows.find((row: { id: number }) => row.id === member.id)).toMatchObject({ is_premium: true });
    expect((await call(plain.app, admin, { method: 'PUT', url, payload: { is_premium: false } })).json().is_premium).toBe(false);
    const bad = await call(plain.app, admin, { method: 'PUT', url, payload: { is_premium: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Say whether the member is premium (is_premium)');
    expect((await call(plain.app, admin, { method: 'PUT', url: '/api/admin/users/999999/premium', payload: { is_premium: true } })).statusCode).toBe(404);
  });
});

it('refuses an incomplete ad configuration, naming the variable', () => {
  expect(() => loadConfig({ ADS_PROVIDER: 'adsense' })).toThrow(/ADS_CLIENT: required with ADS_PROVIDER=adsense/);
  expect(() => loadConfig({ ADS_PROVIDER: 'custom', ADS_CLIENT: 'x' })).toThrow(/ADS_SCRIPT_URL: required/);
  expect(() => loadConfig({ ADS_PROVIDER: 'other' })).toThrow(/ADS_PROVIDER/);
  expect(() => loadConfig({ ADS_CSP_ORIGINS: 'javascript:x' })).toThrow(/ADS_CSP_ORIGINS/);
  const adsense = loadConfig({ ADS_PROVIDER: 'adsense', ADS_CLIENT: 'ca-pub-1', ADS_SLOT_BANNER: '42' }).site;
  expect(adsense.ads?.script_url).toBe('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1');
  expect(adsense.adOrigins).toContain('https://*.doubleclick.net');
});
