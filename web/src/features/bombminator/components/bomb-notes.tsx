/**
 * The page's notes: every named rule of BOMB_SETTINGS (game/bombs.ts) with its value and its source
 * or "proposal", so no open rule is silent (issue 20, bombs.md §4).
 */
import { useTranslation } from 'react-i18next';
import { BOMB_SETTING_KEYS, BOMB_SETTINGS } from '#game/bombs';

export function BombNotes() {
  const { t } = useTranslation();
  return (
    <section className="card tool-card" aria-labelledby="bombminator-notes-title" data-testid="bomb-notes">
      <header className="card__header">
        <h2 className="card__title" id="bombminator-notes-title">
          {t('bombminator.notes.title')}
        </h2>
      </header>
      <div className="card__body bombminator__stack">
        <p>{t('bombminator.notes.lead')}</p>
        <ul className="bombminator__notes">
          {BOMB_SETTING_KEYS.map((key) => {
            const setting = BOMB_SETTINGS[key];
            const value = typeof setting.value === 'boolean' ? t(setting.value ? 'bombminator.notes.yes' : 'bombminator.notes.no') : String(setting.value);
            const source = setting.source === 'proposal' ? t('bombminator.notes.proposal') : `${setting.source} — ${t(`bombminator.source.${setting.source}`)}`;
            return (
              <li key={key} data-testid={`bomb-setting-${key}`} data-source={setting.source}>
                <strong>{t(`bombminator.setting.${key}`)}</strong> <code>{key}</code>
                <br />
                {t('bombminator.notes.value', { value })} · {t('bombminator.notes.source', { source })}
              </li>
            );
          })}
        </ul>
        <p>{t('bombminator.notes.engine')}</p>
        <p data-testid="bomb-note-critical">{t('bombminator.notes.critical')}</p>
      </div>
    </section>
  );
}
