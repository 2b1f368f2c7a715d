import { describe, expect, it } from 'vitest';
import { navSectionsFor } from '#web/config/navigation.ts';

const toolRoutes = (variant: 'retro' | 'dofus' | 'touch') =>
  navSectionsFor(variant)
    .find((section) => section.id === 'tools')!
    .entries.map((entry) => entry.route);

describe('navigation menus per variant (site-spec §1)', () => {
  it('hides Skinator, Bombminator and Dofus-Stuffer on retro, keeps the import page', () => {
    const tools = toolRoutes('retro');
    expect(tools).not.toContain('tools.skinator');
    expect(tools).not.toContain('tools.bombminator');
    expect(tools).not.toContain('tools.dofus-stuffer');
    expect(tools).toEqual(['tools.cacminator', 'tools.panominator', 'tools.stuffminator', 'workshop.home', 'stuff.dofus-stuffer']);
  });

  it('shows Skinator only on touch and Bombminator only on dofus', () => {
    expect(toolRoutes('touch')).toContain('tools.skinator');
    expect(toolRoutes('touch')).not.toContain('tools.bombminator');
    expect(toolRoutes('dofus')).toContain('tools.bombminator');
    expect(toolRoutes('dofus')).not.toContain('tools.skinator');
    expect(toolRoutes('dofus')).toContain('tools.dofus-stuffer');
  });

  it('lists the five encyclopedia categories', () => {
    const encyclopedia = navSectionsFor('retro').find((section) => section.id === 'encyclopedia')!;
    expect(encyclopedia.entries.map((entry) => entry.params?.category)).toEqual(['item', 'weapon', 'cloth', 'cosmetic', 'spells']);
  });
});
