/**
 * The Panominator (`tools.panominator`, and `tools.panominator-set` for a set's compatibility) and
 * the Dofus-Stuffer proposal (`tools.dofus-stuffer`) on the visitor's draft: the draft is read and
 * replaced here, at the app layer, with the builder's own store, so neither feature imports the other.
 */
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { PanominatorPage } from '#web/features/panominator/components/panominator-page.tsx';
import { DofusStufferPage } from '#web/features/dofus-stuffer/components/dofus-stuffer-page.tsx';
import { useLocalDraftStuff } from '#web/entities/stuff/hooks/use-local-draft-stuff.ts';
import { toStuffInput } from '#web/entities/stuff/model/stuff-input.ts';
import { parseId } from './route-ids.ts';

export function ToolsPanominatorRoute() {
  const { clothId } = useParams();
  const setId = clothId === undefined ? null : (parseId(clothId) ?? null);
  const { stuff, update } = useLocalDraftStuff();
  const stuffInput = useMemo(() => toStuffInput(stuff), [stuff]);
  return <PanominatorPage stuff={stuff} stuffInput={stuffInput} update={update} setId={setId} badSetId={clothId !== undefined && setId === null} />;
}

export function ToolsDofusStufferRoute() {
  const { stuff, update } = useLocalDraftStuff();
  return <DofusStufferPage variant={SITE_VARIANT} stuff={stuff} update={update} />;
}
