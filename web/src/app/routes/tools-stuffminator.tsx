/**
 * The Stuffminator (`tools.stuffminator`, `-one`, `-two`): the stuffs named by the path (`:stuffId1`,
 * `:stuffId2`: an id, a slug or `draft`) handed to the feature's page.
 */
import { useParams } from 'react-router';
import { StuffminatorPage } from '#web/features/stuffminator/components/stuffminator-page.tsx';
import { pairOfParams } from '#web/features/stuffminator/model/stuff-pair.ts';

export function ToolsStuffminatorRoute() {
  const params = useParams();
  return <StuffminatorPage pair={pairOfParams(params)} />;
}
