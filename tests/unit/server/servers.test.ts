/** Issue 18: the official servers of each game (`game/servers.ts`), served by the bootstrap. */
import { describe, expect, it } from 'vitest';
import { SERVERS, serversOf } from '#game/servers';
import { VARIANTS } from '#game/variants';

describe('game servers', () => {
  it('lists Ankama’s Retro servers from the Retro lang, with the lang’s ids', () => {
    expect(serversOf('retro').map(({ id, name }) => `${id} ${name}`)).toEqual([
      '601 Eratz',
      '602 Henual',
      '612 Boune',
      '613 Crail',
      '614 Galgarion',
      '616 Monocompte I',
      '617 Monocompte II',
      '618 Monocompte III',
      '619 Monocompte IV',
      '620 Monocompte V',
      '621 Monocompte VI',
      '622 Monocompte VII',
      '623 Monocompte VIII',
      '624 Monocompte IX',
      '625 Monocompte X',
    ]);
  });

  it('lists the Dofus servers of Ankama’s 2025 devblog and the Touch servers after the 2024 merger', () => {
    expect(serversOf('dofus').map((server) => server.name)).toEqual(['Draconiros', 'Hell Mina', 'Imagiro', 'Orukam', 'Tylezia', 'Brial', 'Dakal', 'Kourial', 'Mikhal', 'Rafal', 'Salar']);
    expect(serversOf('touch').map((server) => server.name)).toEqual(['Tiliwan 1', 'Tiliwan 2', 'Talok 1']);
  });

  it('gives every server one game, an id unique across games, and a name unique within its game', () => {
    const all = VARIANTS.flatMap((game) => SERVERS[game]);
    for (const game of VARIANTS) {
      expect(SERVERS[game].length).toBeGreaterThan(0);
      expect(SERVERS[game].every((server) => server.game === game)).toBe(true);
      const names = SERVERS[game].map((server) => server.name);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(new Set(all.map((server) => server.id)).size).toBe(all.length);
    expect(all.every((server) => Number.isInteger(server.id) && server.id > 0 && server.name.trim() === server.name && server.name.length > 0)).toBe(true);
  });
});
