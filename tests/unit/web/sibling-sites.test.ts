/** The sibling-site links (issue 15): the same page in the other game where it exists, else its home. */
import { describe, expect, it } from 'vitest';
import { routeExistsOn, siblingPath } from '#web/config/sibling-sites.ts';

describe('sibling-site links', () => {
  it('keeps the page and its language when the other game has it', () => {
    expect(siblingPath('/fr/outils/cacminator', 'dofus', 'fr')).toBe('/fr/outils/cacminator');
    expect(siblingPath('/en/stuff/draft/boosts', 'touch', 'fr')).toBe('/en/stuff/draft/boosts');
    expect(siblingPath('/es/enciclopedia/armas', 'dofus', 'fr')).toBe('/es/enciclopedia/armas');
    expect(siblingPath('/fr/encyclopedie/sorts/8', 'dofus', 'fr')).toBe('/fr/encyclopedie/sorts/8');
    expect(siblingPath('/fr/', 'touch', 'en')).toBe('/fr/');
  });

  it('leads from a record of this game to the list of its kind in the other (ids differ between games)', () => {
    expect(siblingPath('/fr/encyclopedie/objet/2411', 'dofus', 'fr')).toBe('/fr/encyclopedie/objets');
    expect(siblingPath('/en/encyclopedia/set/1', 'touch', 'fr')).toBe('/en/encyclopedia/sets');
    expect(siblingPath('/fr/outils/panominator/1', 'dofus', 'fr')).toBe('/fr/encyclopedie/panoplies');
  });

  it('leads to the home where the other game has no such tool', () => {
    expect(siblingPath('/en/tools/bombminator', 'touch', 'fr')).toBe('/en/');
    expect(siblingPath('/fr/outils/dofus-stuffer', 'retro', 'fr')).toBe('/fr/');
    expect(siblingPath('/fr/outils/dofus-stuffer', 'touch', 'fr')).toBe('/fr/outils/dofus-stuffer');
  });

  it('keeps the Skinator on every game: shown in the touch menus only, it works everywhere by its address (issue 21)', () => {
    expect(routeExistsOn('tools.skinator', 'touch')).toBe(true);
    expect(routeExistsOn('tools.skinator', 'retro')).toBe(true);
    expect(routeExistsOn('tools.skinator-skin', 'dofus')).toBe(true);
    expect(siblingPath('/fr/outils/skinator/draft', 'retro', 'fr')).toBe('/fr/outils/skinator/draft');
    expect(siblingPath('/en/tools/skinator/12', 'dofus', 'fr')).toBe('/en/tools/skinator/12');
  });

  it('leads an unknown path to the home of the page language', () => {
    expect(siblingPath('/nowhere', 'dofus', 'es')).toBe('/es/');
  });
});
