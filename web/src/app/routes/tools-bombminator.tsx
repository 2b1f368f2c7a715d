/** The Bombminator (`tools.bombminator`, dofus only: other games get the not-on-this-game page from the router). */
import { BombminatorPage } from '#web/features/bombminator/components/bombminator-page.tsx';

export function ToolsBombminatorRoute() {
  return <BombminatorPage />;
}
