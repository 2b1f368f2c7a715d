import { describe, expect, it } from 'vitest';
import { STAT_KEYS } from '#game/stats';
import { SLOTS } from '#game/slots';
import { NAV_SECTIONS } from '#web/config/navigation.ts';
import { ROUTE_NAMES } from '#web/config/routes.ts';
import { fr as sharedFr } from '#web/lib/i18n/fr.ts';
import { en, es, fr, MESSAGE_BUNDLES } from '../../support/i18n-messages.ts';

// Every language's texts: the shared dictionary and every feature's bundle, merged.
const dictionaries = { fr, en, es } as const;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('i18n resources', () => {
  it('have the same keys in fr, en and es, none empty', () => {
    const keys = Object.keys(fr).sort();
    for (const [lang, dictionary] of Object.entries(dictionaries)) {
      expect(Object.keys(dictionary).sort(), lang).toEqual(keys);
      for (const [key, text] of Object.entries(dictionary)) expect(text.trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('have the same keys in fr, en and es in each bundle, and no key in two bundles', () => {
    const owners = new Map<string, string>();
    for (const [name, bundle] of Object.entries(MESSAGE_BUNDLES)) {
      const keys = Object.keys(bundle.fr).sort();
      expect(keys.length, name).toBeGreaterThan(0);
      expect(Object.keys(bundle.en).sort(), `${name} en`).toEqual(keys);
      expect(Object.keys(bundle.es).sort(), `${name} es`).toEqual(keys);
      for (const key of keys) {
        expect(owners.get(key), `${key} in ${name}`).toBeUndefined();
        owners.set(key, name);
      }
    }
  });

  it('keep the stat, slot and route labels in the shared dictionary (app/, components/ and lib/ use them)', () => {
    for (const key of STAT_KEYS) expect(sharedFr).toHaveProperty([`stat.${key}`]);
    for (const slot of SLOTS) expect(sharedFr).toHaveProperty([`slot.${slot}`]);
    for (const route of ROUTE_NAMES) expect(sharedFr).toHaveProperty([`route.${route}`]);
  });

  it('use the same interpolation placeholders in every language', () => {
    for (const key of Object.keys(fr) as (keyof typeof fr)[]) {
      expect(placeholders(en[key]), `en ${key}`).toEqual(placeholders(fr[key]));
      expect(placeholders(es[key]), `es ${key}`).toEqual(placeholders(fr[key]));
    }
  });

  it('label every stat key, every slot and every route', () => {
    for (const dictionary of Object.values(dictionaries)) {
      for (const key of STAT_KEYS) expect(dictionary).toHaveProperty(`stat.${key}`);
      for (const slot of SLOTS) expect(dictionary).toHaveProperty(`slot.${slot}`);
      for (const route of ROUTE_NAMES) expect(dictionary).toHaveProperty(`route.${route}`);
    }
  });

  it('have the label and the description of every menu entry', () => {
    for (const section of NAV_SECTIONS) {
      expect(fr).toHaveProperty(section.label);
      for (const entry of section.entries) {
        expect(fr, entry.id).toHaveProperty(entry.label);
        expect(fr, entry.id).toHaveProperty(entry.description);
      }
    }
  });
});
