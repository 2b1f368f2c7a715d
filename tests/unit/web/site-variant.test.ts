/**
 * The build-time variant setting (TOFULAB_VARIANT) that remains for Vite's dev server: unset means retro,
 * a variant name is taken as is, anything else fails with a message naming the variable and the allowed
 * values; the Vite config injects the parsed value as `__TOFULAB_VARIANT__`. A built app takes its game
 * from the page the server writes (data-variant), tested in tests/api/site.test.ts and the browser tests.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VARIANTS } from '#game/variants';
import { parseSiteVariant, SITE_VARIANT, SITE_VARIANT_SETTING } from '#web/config/variant.ts';

describe('the site variant setting', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('defaults to retro when unset or empty', () => {
    expect(parseSiteVariant(undefined)).toBe('retro');
    expect(parseSiteVariant('')).toBe('retro');
    // Outside a Vite build (here) nothing is injected: the default.
    expect(SITE_VARIANT).toBe('retro');
  });

  it('takes every variant by its name', () => {
    for (const variant of VARIANTS) expect(parseSiteVariant(variant)).toBe(variant);
  });

  it('refuses any other value, saying which variable and which values', () => {
    for (const value of ['dofu', 'Dofus', ' retro', 'dofus2', 'touch,dofus']) {
      expect(() => parseSiteVariant(value)).toThrow(`${SITE_VARIANT_SETTING}=${JSON.stringify(value)} is not a game variant: use one of retro, dofus, touch`);
    }
  });

  it('is read by the Vite config, which injects it or stops', async () => {
    vi.stubEnv(SITE_VARIANT_SETTING, 'touch');
    const { default: touchConfigFn } = await import('../../../vite.config.ts');
    const build = { command: 'build', mode: 'production' } as const;
    const touchConfig = touchConfigFn(build);
    expect(touchConfig.define).toEqual({ __TOFULAB_VARIANT__: '"touch"' });

    vi.resetModules();
    vi.stubEnv(SITE_VARIANT_SETTING, '');
    const { default: defaultConfigFn } = await import('../../../vite.config.ts');
    const defaultConfig = defaultConfigFn(build);
    expect(defaultConfig.define).toEqual({ __TOFULAB_VARIANT__: '"retro"' });

    vi.resetModules();
    vi.stubEnv(SITE_VARIANT_SETTING, 'dofu');
    await expect(import('../../../vite.config.ts')).rejects.toThrow(`${SITE_VARIANT_SETTING}="dofu" is not a game variant`);
  });
});

describe('the sibling sites named by the page', () => {
  it('reads variant=host pairs, ignoring anything else', async () => {
    const { parseSiteHosts } = await import('#web/config/variant.ts');
    expect(parseSiteHosts('retro=retro.localhost,dofus=dofus.localhost,touch=touch.localhost')).toEqual({
      retro: 'retro.localhost',
      dofus: 'dofus.localhost',
      touch: 'touch.localhost',
    });
    expect(parseSiteHosts('wow=wow.localhost,dofus=,retro=a b,touch=touch.example')).toEqual({ touch: 'touch.example' });
    expect(parseSiteHosts(undefined)).toEqual({});
  });

  it('builds the same path on a sibling host, on this page scheme and port', async () => {
    const { siblingUrl } = await import('#web/config/variant.ts');
    const hosts = { retro: 'retro.localhost', dofus: 'dofus.localhost' };
    expect(siblingUrl('dofus', '/fr/encyclopedie/objet/2411', { protocol: 'http:', port: '8080' }, hosts)).toBe(
      'http://dofus.localhost:8080/fr/encyclopedie/objet/2411',
    );
    expect(siblingUrl('retro', '/en/', { protocol: 'https:', port: '' }, hosts)).toBe('https://retro.localhost/en/');
    expect(siblingUrl('touch', '/fr/', { protocol: 'http:', port: '8080' }, hosts)).toBeUndefined();
  });
});
