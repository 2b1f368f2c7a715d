/**
 * One side of the Stuffminator: the stuff shown there (name linked to its page, class, level,
 * author) with "change" and "remove", or why it cannot be shown (someone else's private stuff, no
 * such stuff, a failure to retry), and the picker when the side is empty, failed or being changed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertCircleIcon } from '#web/components/ui/icons.tsx';
import { errorMessage } from '#web/lib/error-message.ts';
import { usePathTo } from '#web/lib/i18n/use-lang.ts';
import type { ComparedStuff } from '../hooks/use-compared-stuff.ts';
import { useClassNames } from '../hooks/use-class-names.ts';
import type { PickerState } from '../model/picker-state.ts';
import type { Side } from '../model/stuff-pair.ts';
import { StuffPicker } from './stuff-picker.tsx';

export interface SideCardProps {
  side: Side;
  token: string | null;
  compared: ComparedStuff;
  picker: PickerState;
  member: boolean;
  onPickerChange: (change: Partial<PickerState>) => void;
  onChoose: (token: string) => void;
  onRemove: () => void;
}

export function SideCard({ side, token, compared, picker, member, onPickerChange, onChoose, onRemove }: SideCardProps) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const prefix = `side-${side}`;
  const pickerShown = compared.status === 'empty' || compared.status === 'error' || changing;
  return (
    <section className={`card tool-card stuffminator-side stuffminator-side--${side}`} aria-labelledby={`${prefix}-title`} data-testid={prefix} data-status={compared.status}>
      <header className="card__header">
        <h2 id={`${prefix}-title`} className="card__title">
          <span className={`stuffminator-swatch stuffminator-swatch--${side}`} aria-hidden="true" />
          {t('stuffminator.side.label', { side })}
        </h2>
        {compared.status !== 'empty' && (
          <div className="stuffminator-side__actions">
            {compared.status === 'ready' && (
              <button type="button" className="button button--small button--soft" aria-expanded={changing} onClick={() => setChanging((open) => !open)} data-testid={`${prefix}-change`}>
                {t(changing ? 'stuffminator.side.keep' : 'stuffminator.side.change')}
              </button>
            )}
            <button type="button" className="button button--small button--ghost" onClick={onRemove} data-testid={`${prefix}-remove`}>
              {t('stuffminator.side.remove')}
            </button>
          </div>
        )}
      </header>
      <div className="card__body stuffminator-side__body">
        <SideState side={side} compared={compared} />
        {pickerShown && (
          <StuffPicker
            side={side}
            state={picker}
            member={member}
            current={token}
            onChange={onPickerChange}
            onChoose={(chosen) => {
              setChanging(false);
              onChoose(chosen);
            }}
          />
        )}
      </div>
    </section>
  );
}

function SideState({ side, compared }: { side: Side; compared: ComparedStuff }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const classNames = useClassNames();
  const prefix = `side-${side}`;
  switch (compared.status) {
    case 'empty':
      return null;
    case 'loading':
      return (
        <p className="status" data-testid={`${prefix}-loading`}>
          <span className="spinner" aria-hidden="true" />
          {t('common.loading')}
        </p>
      );
    case 'error':
      return (
        <p className="status status--error" role="alert" data-testid={`${prefix}-error`} data-failure={compared.failure}>
          <AlertCircleIcon size={18} />
          {compared.failure === 'private'
            ? t('stuffminator.side.isPrivate')
            : compared.failure === 'notFound'
              ? t('stuffminator.side.notFound')
              : errorMessage(compared.error, t)}
          {compared.failure === 'failed' && (
            <button type="button" className="button button--small" onClick={compared.retry}>
              {t('common.retry')}
            </button>
          )}
        </p>
      );
    case 'ready': {
      const { stuff, stored } = compared;
      const own = stored !== null && stored.stuff.mode === 'private';
      const link = stored === null ? pathTo('stuff.draft') : pathTo(own ? 'stuff.private' : 'stuff.public', { stuffId: stored.slug || String(stored.id) });
      const name = stored?.name ?? (stuff.name || t('stuffminator.side.draftName'));
      const facts = [classNames(stuff.classId), t('common.level', { level: stuff.level })];
      if (stored === null) facts.push(t('stuffminator.side.draft'));
      else if (!own) facts.push(t('stuffminator.side.by', { name: stored.user.name }));
      else if (!stored.visible) facts.push(t('stuffminator.side.private'));
      return (
        <div className="stuffminator-side__identity" data-testid={`${prefix}-identity`}>
          <Link className="stuffminator-side__name" to={link} data-testid={`${prefix}-name`}>
            {name}
          </Link>
          <p className="stuffminator-side__facts" data-testid={`${prefix}-facts`}>
            {facts.filter(Boolean).join(' · ')}
          </p>
        </div>
      );
    }
  }
}
