/** The sibling sites (issue 15): SITES parsing and the variant of a request's host. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';
import { DEFAULT_SITES, hostName, parseSites, siteHostOf, SitesError, variantOfHost } from '#server/sites';

describe('SITES', () => {
  it('maps each host to its variant, hosts in any case, spaces ignored', () => {
    const sites = parseSites(' retro.tofulab.example=retro , Tofulab.example=dofus,touch.tofulab.example=touch,', 'retro');
    expect([...sites.hosts]).toEqual([
      ['retro.tofulab.example', 'retro'],
      ['tofulab.example', 'dofus'],
      ['touch.tofulab.example', 'touch'],
    ]);
    expect(parseSites('', 'dofus').hosts.size).toBe(0);
  });

  it('refuses a bad value with a message naming the faulty pair', () => {
    expect(() => parseSites('retro.localhost', 'retro')).toThrow(/"retro.localhost" is not host=variant/);
    expect(() => parseSites('retro.localhost=retro,dofus.localhost=dofus2', 'retro')).toThrow(/"dofus2" is not a game variant \(one of retro, dofus, touch\)/);
    expect(() => parseSites('http://retro.localhost=retro', 'retro')).toThrow(/is not a host name/);
    expect(() => parseSites('retro.localhost:8080=retro', 'retro')).toThrow(/is not a host name/);
    expect(() => parseSites('a.localhost=retro,A.localhost=dofus', 'retro')).toThrow(/"a.localhost" is given twice/);
    expect(() => parseSites('=retro', 'retro')).toThrow(SitesError);
  });

  it('stops the start-up on a bad SITES, naming the variable', () => {
    expect(() => loadConfig({ SITES: 'retro.localhost=retro,dofus.localhost=wow' })).toThrow(ConfigError);
    expect(() => loadConfig({ SITES: 'retro.localhost=retro,dofus.localhost=wow' })).toThrow(/SITES="retro.localhost=retro,dofus.localhost=wow": "dofus.localhost=wow": "wow" is not a game variant/);
  });

  it('serves retro, dofus and touch on *.localhost by default, and the default variant elsewhere', () => {
    const { sites } = loadConfig({});
    expect(sites.hosts).toEqual(parseSites(DEFAULT_SITES, 'retro').hosts);
    expect(variantOfHost(sites, 'retro.localhost:8080')).toBe('retro');
    expect(variantOfHost(sites, 'dofus.localhost:8080')).toBe('dofus');
    expect(variantOfHost(sites, 'TOUCH.localhost')).toBe('touch');
    expect(variantOfHost(sites, '127.0.0.1:8080')).toBe('retro');
    expect(variantOfHost(sites, 'localhost:8080')).toBe('retro');
    expect(variantOfHost(sites, '[::1]:8080')).toBe('retro');
    expect(variantOfHost(sites, undefined)).toBe('retro');
    expect(variantOfHost(sites, 'elsewhere.example')).toBe('retro');
    expect(variantOfHost(loadConfig({ GAME_VERSION: 'dofus' }).sites, 'localhost')).toBe('dofus');
  });

  it('reads host names from Host headers with ports, IPv6 brackets, a trailing dot or a proxy list', () => {
    expect(hostName('Dofus.Localhost:8080')).toBe('dofus.localhost');
    expect(hostName('dofus.localhost.')).toBe('dofus.localhost');
    expect(hostName('[::1]:8080')).toBe('[::1]');
    expect(hostName('dofus.localhost, proxy.internal')).toBe('dofus.localhost');
    expect(hostName('')).toBe('');
  });

  it('names the host of each variant for the sibling links', () => {
    const sites = parseSites(DEFAULT_SITES, 'retro');
    expect(siteHostOf(sites, 'dofus')).toBe('dofus.localhost');
    expect(siteHostOf(parseSites('retro.localhost=retro', 'retro'), 'touch')).toBeUndefined();
  });
});
