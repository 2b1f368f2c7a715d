/**
 * The official game servers of each game (site-spec §3 "Servers exist", Bootstrap `servers`): plain
 * data, served by `GET /api/bootstrap` for the game asked. Only servers named by a dated, public
 * source are listed; each list names its source. An id never changes once published (members and
 * clients may keep it); a server that closes is removed, its id never reused.
 *
 * Retro: Ankama's own Retro lang `servers.json` (the client's lang dump of May 2021, versions.txt
 * 1027), repository adann0/retrod_lang, commit 9b48e76d1e96c275549d7cff9428f51ac3c40a39 (also cited in
 * the data's SOURCES.md). Its ids are Ankama's; its dates are the servers' opening days (Eratz
 * 2010-07-13, Henual 2012-01-20, Boune 2020-01-01, Crail and Galgarion 2020-06-16, Monocompte I–X
 * 2020-09-30). Ids 603–611 and 615 are not in the lang, so not here. Later changes to Retro's servers are not in this source, so not here.
 *
 * Dofus (2 and 3): the servers named by Ankama's devblog "Voyage au centre du Tumulte : les Maîtres du
 * jeu, le roleplay et les animations" (dofus.com/fr/mmorpg/actualites/devblog/billets/1762590, 16 April
 * 2025): classic servers Draconiros, Hell Mina, Imagiro, Orukam, Tylezia; Pioneer servers Brial,
 * Dakal, Kourial, Mikhal, Rafal, Salar — the Pioneer servers also in Ankama's support article
 * "[DOFUS] DOFUS 3.0" (support.ankama.com/hc/en-us/articles/30236552776593, December 2024: Dakal
 * single-account; Brial, Kourial, Mikhal, Rafal, Salar multi-account). Servers that only third-party
 * tools name (no dated Ankama list was found) are not listed. The sources give no ids: these are
 * Tofulab's own (1001–1099).
 *
 * Touch: the servers that Ankama's support article "[DOFUSTOUCH] DOFUS Touch Server Merger"
 * (support.ankama.com/hc/en-us/articles/25468299091985, merger of 4 June 2024) names as the servers
 * after the merger: Tiliwan 1, Tiliwan 2, Talok 1. The source gives no ids: Tofulab's own (2001–2099).
 */
import type { Variant as Game } from './variants.ts';

export interface GameServer {
  id: number;
  name: string;
  game: Game;
}

const retro = (id: number, name: string): GameServer => ({ id, name, game: 'retro' });
const dofus = (id: number, name: string): GameServer => ({ id, name, game: 'dofus' });
const touch = (id: number, name: string): GameServer => ({ id, name, game: 'touch' });

const MONOCOMPTE = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** Every official server, per game, in the order of its source. */
export const SERVERS: Readonly<Record<Game, readonly GameServer[]>> = {
  retro: [
    retro(601, 'Eratz'),
    retro(602, 'Henual'),
    retro(612, 'Boune'),
    retro(613, 'Crail'),
    retro(614, 'Galgarion'),
    ...MONOCOMPTE.map((numeral, index) => retro(616 + index, `Monocompte ${numeral}`)),
  ],
  dofus: [
    dofus(1001, 'Draconiros'),
    dofus(1002, 'Hell Mina'),
    dofus(1003, 'Imagiro'),
    dofus(1004, 'Orukam'),
    dofus(1005, 'Tylezia'),
    dofus(1006, 'Brial'),
    dofus(1007, 'Dakal'),
    dofus(1008, 'Kourial'),
    dofus(1009, 'Mikhal'),
    dofus(1010, 'Rafal'),
    dofus(1011, 'Salar'),
  ],
  touch: [touch(2001, 'Tiliwan 1'), touch(2002, 'Tiliwan 2'), touch(2003, 'Talok 1')],
};

/** The official servers of a game. */
export function serversOf(game: Game): readonly GameServer[] {
  return SERVERS[game];
}
