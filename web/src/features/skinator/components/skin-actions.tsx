/**
 * What a member does with a look: save it (name 3–20, public or confidential; the server's refusals
 * shown by the field, in the page's language) and apply its head, face and colours to one of their
 * stuffs. A visitor is asked to log in.
 */
import '../messages/index.ts';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Skin } from '#contract/skins';
import type { SkinLook } from '#game/skin';
import { FormField } from '#web/components/ui/form-field.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { applyLookToStuff, createSkin, updateSkin } from '#web/entities/skin/api/skins.ts';
import { skinFieldsOfLook } from '#web/entities/skin/model/skin-look.ts';
import { ownStuffsQueryOptions } from '#web/entities/stuff/api/stuffs.ts';
import { openAuthDialog } from '#web/entities/session/model/auth-dialogs.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage, formErrors } from '#web/lib/error-message.ts';

/** Save: a new skin (the draft, or "save as" from another), or the owner's skin updated. */
export function SaveSkin({ look, skin, onSaved }: { look: SkinLook; skin: Skin | undefined; onSaved: (skin: Skin, created: boolean) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(skin?.name ?? '');
  const [visible, setVisible] = useState(skin?.visible ?? true);
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general?: string }>({ fields: {} });
  const [busy, setBusy] = useState(false);

  const save = async (asNew: boolean) => {
    setBusy(true);
    setErrors({ fields: {} });
    try {
      const fields = { name, visible, ...skinFieldsOfLook(look) };
      const saved = skin && !asNew ? await updateSkin(queryClient, skin.id, fields) : await createSkin(queryClient, { game: SITE_VARIANT, ...fields });
      showAlert('success', t('skinator.saved', { name: saved.name }));
      onSaved(saved, !skin || asNew);
    } catch (error) {
      setErrors(formErrors(error, t, ['name', 'visible']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="skinator-save"
      data-testid="skinator-save"
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
    >
      <h2 className="skinator-section-title">{t('skinator.saveTitle')}</h2>
      <FormField label={t('skinator.name')} value={name} onChange={(event) => setName(event.target.value)} hint={t('skinator.nameHint')} error={errors.fields.name} testId="skinator-name" maxLength={40} />
      <fieldset className="skinator-row" aria-label={t('skinator.visibility')}>
        <legend className="field__label">{t('skinator.visibility')}</legend>
        <label>
          <input type="radio" name="skin-visibility" checked={visible} onChange={() => setVisible(true)} data-testid="skinator-public" /> {t('skinator.public')}
        </label>
        <label>
          <input type="radio" name="skin-visibility" checked={!visible} onChange={() => setVisible(false)} data-testid="skinator-confidential" /> {t('skinator.confidential')}
        </label>
      </fieldset>
      {errors.general && (
        <p className="status status--error" role="alert" data-testid="skinator-save-error">
          {errors.general}
        </p>
      )}
      <div className="skinator-row">
        <button type="submit" className="button button--primary" disabled={busy} data-testid="skinator-save-button">
          {t('skinator.save')}
        </button>
        {skin && (
          <button type="button" className="button" disabled={busy} data-testid="skinator-save-as" onClick={() => void save(true)}>
            {t('skinator.saveAs')}
          </button>
        )}
      </div>
    </form>
  );
}

/** Apply to one of the member's stuffs of this game: `PUT stuffs/:game/private/:id/skin`. */
export function ApplyToStuff({ look }: { look: SkinLook }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stuffs = useQuery(ownStuffsQueryOptions(SITE_VARIANT));
  const [stuffId, setStuffId] = useState('');
  const [busy, setBusy] = useState(false);
  const rows = stuffs.data ?? [];
  const apply = async () => {
    const stuff = rows.find((row) => String(row.id) === stuffId);
    if (!stuff) return;
    setBusy(true);
    try {
      await applyLookToStuff(queryClient, SITE_VARIANT, stuff.id, look);
      showAlert('success', t('skinator.applied', { name: stuff.name }));
    } catch (error) {
      showAlert('error', errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="skinator-apply" data-testid="skinator-apply">
      <h2 className="skinator-section-title">{t('skinator.apply')}</h2>
      {stuffs.isSuccess && rows.length === 0 ? (
        <p className="status">{t('skinator.applyNone')}</p>
      ) : (
        <div className="skinator-row">
          <select className="field__control" aria-label={t('skinator.applyPick')} value={stuffId} onChange={(event) => setStuffId(event.target.value)} data-testid="skinator-apply-stuff">
            <option value="">{t('skinator.applyChoose')}</option>
            {rows.map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
              </option>
            ))}
          </select>
          <button type="button" className="button" disabled={busy || stuffId === ''} onClick={() => void apply()} data-testid="skinator-apply-button">
            {t('skinator.applyButton')}
          </button>
        </div>
      )}
    </section>
  );
}

export function LoginToSave() {
  const { t } = useTranslation();
  return (
    <p className="status" data-testid="skinator-login">
      {t('skinator.loginToSave')}{' '}
      <button type="button" className="button button--small button--primary" onClick={() => openAuthDialog('login')}>
        {t('skinator.login')}
      </button>
    </p>
  );
}
