/**
 * "Save as a new stuff" (issue 17): the proposed stuff stored in the member's account (POST
 * private/save with the proposal's stuff, under a name the member may change), then the builder
 * opens it. A visitor is asked to log in; the save is made right after the login.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PanominatorSolution } from '#game/panominator-types';
import type { StuffInput } from '#game/stuff';
import type { Variant } from '#game/variants';
import { draftFromSolution } from '#web/entities/panominator/model/solution.ts';
import { saveStuffToAccount, storeStuffAnswer } from '#web/entities/stuff/api/stuffs.ts';
import { newLocalStuff } from '#web/entities/stuff/model/stuff-storage.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { openAuthDialog } from '#web/entities/session/model/auth-dialogs.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { formErrors, type FormErrors } from '#web/lib/error-message.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';

interface SaveProposalProps {
  variant: Variant;
  solution: PanominatorSolution;
  character: StuffInput;
  defaultName: string;
}

export function SaveProposal({ variant, solution, character, defaultName }: SaveProposalProps) {
  const { t } = useTranslation();
  const session = useSession();
  const member = session.status === 'member';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const ids = { name: useId() };
  const [name, setName] = useState(defaultName);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const [afterLogin, setAfterLogin] = useState(false);

  const save = useCallback(async () => {
    setBusy(true);
    try {
      const stuff = draftFromSolution(newLocalStuff(), character, false, solution);
      const stored = await saveStuffToAccount(variant, { ...stuff, name: name.trim() });
      void storeStuffAnswer(queryClient, variant, stored);
      showAlert('success', t('stuffer.save.done', { name: stored.name }));
      void navigate(pathTo('stuff.private', { stuffId: String(stored.id) }));
    } catch (error) {
      setErrors(formErrors(error, t, ['name']));
      setBusy(false);
    }
  }, [character, solution, variant, name, queryClient, t, navigate, pathTo]);

  useEffect(() => {
    if (member && afterLogin) {
      setAfterLogin(false);
      void save();
    }
  }, [member, afterLogin, save]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (member) void save();
    else {
      setAfterLogin(true);
      openAuthDialog('login');
    }
  };

  return (
    <form className="stuffer-save" onSubmit={submit} noValidate data-testid="stuffer-save">
      <div className="field">
        <label className="field__label" htmlFor={ids.name}>
          {t('stuffer.save.name')}
        </label>
        <input
          id={ids.name}
          className="field__control"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.fields.name !== undefined}
          data-testid="stuffer-save-name"
        />
        {(errors.fields.name ?? errors.general) && (
          <p className="field__error" role="alert" data-testid="stuffer-save-error">
            {errors.fields.name ?? errors.general}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy} data-testid="stuffer-save-submit">
        {t(member ? 'stuffer.save.submit' : 'stuffer.save.login')}
      </button>
    </form>
  );
}
