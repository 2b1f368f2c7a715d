/**
 * Where a record can be had, in the tools' results and forms (issue 14 §6): "all items" adds GM,
 * event, Temporis, NPC and private-server records to the standard ones; the choice says so, and each
 * such record is marked with its availability wherever a tool proposes it (the Panominator's stuffs,
 * the Dofus-Stuffer's proposal, the Cacminator's weapons).
 */
import '../messages/index.ts'; // this entity's texts, registered before its components render
import { useTranslation } from 'react-i18next';
import { AVAILABILITIES, type Availability } from '#game/availability';
import { useLang } from '#web/lib/i18n/use-lang.ts';

/** The availabilities "all items" adds to the standard ones. */
export const NON_STANDARD_AVAILABILITIES = AVAILABILITIES.filter((availability): availability is Exclude<Availability, 'standard'> => availability !== 'standard');

function isAvailability(value: string): value is Availability {
  return (AVAILABILITIES as readonly string[]).includes(value);
}

/** A badge naming a non-standard record's availability; nothing for a standard one. */
export function AvailabilityBadge({ availability, testId }: { availability: string | undefined; testId?: string }) {
  const { t } = useTranslation();
  if (availability === undefined || availability === 'standard') return null;
  const name = isAvailability(availability) ? t(`tools.availability.${availability}`) : availability;
  return (
    <span className="tool-badge tool-badge--availability" title={t('tools.availability.badgeTitle', { availability: name })} data-testid={testId} data-availability={availability}>
      <span className="visually-hidden">{t('tools.availability.badgeLabel')} </span>
      {name}
    </span>
  );
}

/** What "all items" adds, named in the page's language (the hint of an availability select). */
export function AvailabilityHint({ id, className, testId }: { id: string; className?: string; testId?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const list = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(
    NON_STANDARD_AVAILABILITIES.map((availability) => t(`tools.availability.source.${availability}`)),
  );
  return (
    <p id={id} className={className} data-testid={testId}>
      {t('tools.availability.allAdds', { list })}
    </p>
  );
}
