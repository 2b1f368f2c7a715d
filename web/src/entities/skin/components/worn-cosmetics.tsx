/** The cosmetics a look wears, named beside the figure: slot and item name (the page's language). */
import '../messages/index.ts';
import { useTranslation } from 'react-i18next';
import type { Game } from '#contract/common';
import type { SkinLook } from '#game/skin';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { useWornCosmetics } from '../hooks/use-worn-cosmetics.ts';

export function WornCosmetics({ game, look }: { game: Game; look: SkinLook }) {
  const { t } = useTranslation();
  const lang = useLang();
  const worn = useWornCosmetics(game, look);
  return (
    <div className="skin-worn" data-testid="skin-worn">
      <h3 className="skin-worn__title">{t('skin.worn')}</h3>
      {worn.length === 0 ? (
        <p className="skin-worn__none">{t('skin.wornNone')}</p>
      ) : (
        <ul className="skin-worn__list">
          {worn.map(({ slot, id, item }) => (
            <li key={slot} data-testid={`skin-worn-${slot}`}>
              <span className="skin-worn__slot">{t(`skin.cosmetic.${slot}`)}</span> {item ? localized(item.name, lang) : `#${id}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
