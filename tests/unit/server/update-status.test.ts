/** Bootstrap's `maj` (issue 18): the data version each game runs, and whether its last import failed. */
import { describe, expect, it } from 'vitest';
import { updateStatus } from '#server/modules/bootstrap/routes';

describe('update status per data scope', () => {
  it('names the imported version, false where a newer data folder was refused', () => {
    const imports = [
      { game: 'retro', manifest_hash: 'a'.repeat(64) },
      { game: 'dofus', manifest_hash: 'b'.repeat(64) },
    ];
    expect(updateStatus(imports, [])).toEqual([
      { scope: 'dofus', version: 'b'.repeat(16), success: true },
      { scope: 'retro', version: 'a'.repeat(16), success: true },
    ]);
    expect(updateStatus(imports, [{ game: 'retro', data_hash: 'c'.repeat(64) }, { game: 'touch', data_hash: 'd'.repeat(64) }])).toEqual([
      { scope: 'dofus', version: 'b'.repeat(16), success: true },
      { scope: 'retro', version: 'a'.repeat(16), success: false },
      { scope: 'touch', version: 'd'.repeat(16), success: false },
    ]);
  });
});
