/**
 * The `badges` page (site-spec §2): every badge with how to earn it, those the member has earned
 * marked (with the date), the member's level and progress, what earns XP and the level curve —
 * the same rules the server applies (`game/gamification.ts`).
 */
import '../messages/index.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { XP_ACTIONS, XP_RULES, xpForLevel } from '#game/gamification';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { badgesQueryOptions, gamificationMeQueryOptions } from '../api/gamification.ts';
import { localText } from '../model/local-text.ts';
import './gamification.css';

const CURVE_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20];

export function BadgesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const session = useSession();
  const memberId = session.status === 'member' ? session.user.id : 0;
  const badges = useQuery(badgesQueryOptions());
  const me = useQuery({ ...gamificationMeQueryOptions(memberId), enabled: memberId !== 0 });
  const earned = new Map((me.data?.badges ?? []).map((badge) => [badge.id, badge.earned_at]));
  const number = new Intl.NumberFormat(lang);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long' });

  return (
    <div className="container badges-page" data-testid="badges-page">
      <header className="badges-page__header">
        <h1 className="badges-page__title">{t('gamification.title')}</h1>
        <p className="badges-page__lead">{t('gamification.lead')}</p>
      </header>

      <section className="card badges-page__level" aria-labelledby="badges-level-title">
        <h2 id="badges-level-title" className="badges-page__subtitle">
          {t('gamification.yourLevel')}
        </h2>
        {me.data ? (
          <div className="badges-page__progress" data-testid="badges-my-level">
            <strong>{t('gamification.level', { level: me.data.level })}</strong>
            <progress
              max={(me.data.next_level_xp ?? me.data.xp) - me.data.level_xp || 1}
              value={me.data.xp - me.data.level_xp}
              aria-label={t('gamification.level', { level: me.data.level })}
            />
            <span className="badges-page__muted">
              {me.data.next_level_xp === null
                ? t('gamification.progressMax', { xp: number.format(me.data.xp) })
                : t('gamification.progress', { xp: number.format(me.data.xp), next: number.format(me.data.next_level_xp), nextLevel: me.data.level + 1 })}
            </span>
          </div>
        ) : (
          <p className="badges-page__muted">{session.status === 'member' ? '…' : t('gamification.signInHint')}</p>
        )}
      </section>

      <section aria-labelledby="badges-list-title">
        <h2 id="badges-list-title" className="badges-page__subtitle">
          {t('gamification.badges')}
          {badges.data && me.data && (
            <span className="badges-page__muted badges-page__count" data-testid="badges-count">
              {' '}
              {t('gamification.badgesCount', { earned: earned.size, total: badges.data.length })}
            </span>
          )}
        </h2>
        {badges.isError && <p role="alert">{t('gamification.loadError')}</p>}
        <ul className="badges-page__grid" role="list">
          {(badges.data ?? []).map((badge) => {
            const at = earned.get(badge.id);
            // `data-earned` only once the member's badges are known: not earned is not said while they load.
            return (
              <li key={badge.id} className={at ? 'card badge-card badge-card--earned' : 'card badge-card'} data-testid={`badge-${badge.code}`} data-earned={me.data ? (at ? 'true' : 'false') : undefined}>
                <span className="gamification-medal" aria-hidden="true">
                  {at ? '★' : '☆'}
                </span>
                <div className="badge-card__text">
                  <h3 className="badge-card__name">{localText(badge.name, lang)}</h3>
                  <p className="badge-card__how">{localText(badge.how, lang)}</p>
                  {me.data && <p className="badge-card__state">{at ? t('gamification.earned', { date: date.format(new Date(at)) }) : t('gamification.notEarned')}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="card badges-page__rules" aria-labelledby="badges-rules-title">
        <h2 id="badges-rules-title" className="badges-page__subtitle">
          {t('gamification.rules')}
        </h2>
        <div className="badges-page__table-wrap">
          <table className="badges-page__table" data-testid="badges-rules">
            <thead>
              <tr>
                <th scope="col">{t('gamification.rule.action')}</th>
                <th scope="col">{t('gamification.rule.xp')}</th>
                <th scope="col">{t('gamification.rule.cap')}</th>
              </tr>
            </thead>
            <tbody>
              {XP_ACTIONS.map((action) => (
                <tr key={action}>
                  <td>{t(`gamification.action.${action}`)}</td>
                  <td className="tabular">{XP_RULES[action].xp}</td>
                  <td>{XP_RULES[action].dailyCap === null ? t('gamification.rule.once') : t('gamification.rule.capValue', { cap: XP_RULES[action].dailyCap })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="badges-page__muted">{t('gamification.fairPlay')}</p>
      </section>

      <section className="card badges-page__rules" aria-labelledby="badges-curve-title">
        <h2 id="badges-curve-title" className="badges-page__subtitle">
          {t('gamification.curve')}
        </h2>
        <p>{t('gamification.curveText')}</p>
        <div className="badges-page__table-wrap">
          <table className="badges-page__table" data-testid="badges-curve">
            <thead>
              <tr>
                <th scope="col">{t('gamification.curveLevel')}</th>
                <th scope="col">{t('gamification.curveXp')}</th>
              </tr>
            </thead>
            <tbody>
              {CURVE_LEVELS.map((level) => (
                <tr key={level} className={me.data?.level === level ? 'badges-page__current' : undefined}>
                  <td className="tabular">{level}</td>
                  <td className="tabular">{number.format(xpForLevel(level))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
