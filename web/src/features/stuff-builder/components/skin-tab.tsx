/**
 * The look of a saved stuff (builder-spec §1, the builder's skin sub-page `stuff-skin`; §3 Stuff
 * `skin`): the stuff's character drawn with the head, face and colours applied to it (the class's
 * own colours when none is), the five colours named, and a link that opens the look in the
 * Skinator. Its owner applies one of their saved skins (`PUT stuffs/:game/private/:id/skin`, after
 * the pending writes) or takes the look off; anyone else sees it read-only.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SKIN_COLOR_SLOTS, encodeLook, resolvedColors, toHex } from '#game/skin';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { ownSkinsQueryOptions } from '#web/entities/skin/api/skins.ts';
import { SkinFigure } from '#web/entities/skin/components/skin-figure.tsx';
import { lookOfSkin, lookOfStuffSkin, stuffSkinOfLook } from '#web/entities/skin/model/skin-look.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import { useBuilder } from '../hooks/use-builder.tsx';
import './skin-tab.css';

export function SkinTab() {
  const { t } = useTranslation();
  const titleId = useId();
  const pathTo = usePathTo();
  const { stuff, look } = useBuilder();
  const skin = look?.skin ?? null;
  const drawn = useMemo(() => lookOfStuffSkin(stuff.classId, stuff.gender, skin), [stuff.classId, stuff.gender, skin]);
  const colors = resolvedColors(drawn.classId, drawn.colors);
  const skinatorLink = `${pathTo('tools.skinator')}?look=${encodeLook(drawn)}`;

  return (
    <section className="card builder-card skin-tab" aria-labelledby={titleId} data-testid="stuff-skin-tab" data-applied={skin ? 'true' : 'false'}>
      <header className="card__header">
        <h2 id={titleId} className="card__title">
          {t('builder.skin.title')}
        </h2>
      </header>
      <div className="card__body skin-tab__body">
        <div className="skin-tab__figure">
          <SkinFigure look={drawn} testId="stuff-skin-figure" />
        </div>
        <div className="skin-tab__details">
          <p className="status" data-testid="stuff-skin-state">
            {skin ? t('builder.skin.applied', { head: drawn.head, face: drawn.face }) : t('builder.skin.none')}
          </p>
          <ul className="skin-tab__colors" aria-label={t('builder.skin.colors')}>
            {SKIN_COLOR_SLOTS.map((slot, index) => (
              <li key={slot} className="skin-tab__color" data-testid={`stuff-skin-color-${slot}`} data-color={toHex(colors[index]!)}>
                <span className="skin-tab__swatch" style={{ background: toHex(colors[index]!) }} aria-hidden />
                <span>{t(`skin.color.${slot}`)}</span>
                {drawn.colors[index] === null ? <span className="skin-tab__class-color">{t('builder.skin.classColor')}</span> : <code>{toHex(colors[index]!)}</code>}
              </li>
            ))}
          </ul>
          <Link className="button button--ghost" to={skinatorLink} data-testid="stuff-skin-open">
            {t('builder.skin.open')}
          </Link>
          {look?.apply && <ApplySkin apply={look.apply} applied={skin !== null} />}
        </div>
      </div>
    </section>
  );
}

/** The owner's choice: one of their saved skins of this game, or no look at all. */
function ApplySkin({ apply, applied }: { apply: NonNullable<NonNullable<ReturnType<typeof useBuilder>['look']>['apply']>; applied: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const skins = useQuery({ ...ownSkinsQueryOptions(SITE_VARIANT), enabled: session.status === 'member' });
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const rows = skins.data?.rows ?? [];

  const run = async (next: Parameters<typeof apply>[0], success: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await apply(next);
      showAlert('success', success);
      setChosen('');
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const applyChosen = () => {
    const picked = rows.find((row) => String(row.id) === chosen);
    if (picked) void run(stuffSkinOfLook(lookOfSkin(picked)), t('builder.skin.appliedAlert', { name: picked.name }));
  };

  return (
    <div className="skin-tab__apply" data-testid="stuff-skin-apply">
      {skins.isError ? (
        <p className="status status--error">{errorMessage(skins.error, t)}</p>
      ) : skins.data && rows.length === 0 ? (
        <p className="status" data-testid="stuff-skin-no-skins">
          {t('builder.skin.noSkins')}
        </p>
      ) : (
        <div className="skin-tab__apply-row">
          <select
            className="field__control"
            aria-label={t('builder.skin.pick')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            disabled={!skins.data || busy}
            data-testid="stuff-skin-pick"
          >
            <option value="">{t('builder.skin.choose')}</option>
            {rows.map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
              </option>
            ))}
          </select>
          <button type="button" className="button" disabled={busy || chosen === ''} onClick={applyChosen} data-testid="stuff-skin-apply-button">
            {t('builder.skin.applyButton')}
          </button>
        </div>
      )}
      {applied && (
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => void run(null, t('builder.skin.removedAlert'))} data-testid="stuff-skin-remove">
          {t('builder.skin.remove')}
        </button>
      )}
      {error && (
        <p className="status status--error" role="alert" data-testid="stuff-skin-error">
          {error}
        </p>
      )}
    </div>
  );
}
