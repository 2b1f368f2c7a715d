/**
 * The defender of the weapon and spells tabs: the shared target card, kept in the session by
 * `useDamageSettings` so both tabs and a reload see the same target.
 */
import { DamageTargetCard } from '#web/components/damage/damage-target-card.tsx';
import { useDamageSettings } from '../hooks/use-damage-settings.ts';

export function BuilderDamageTargetCard() {
  const [settings, updateSettings] = useDamageSettings();
  return (
    <DamageTargetCard
      target={settings.target}
      onChange={(target) => updateSettings((current) => ({ ...current, target }))}
      testId="damage-target"
      testIdPrefix="target"
      cardClassName="builder-card"
    />
  );
}
