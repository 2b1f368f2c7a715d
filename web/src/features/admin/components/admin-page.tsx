/**
 * The admin page (`admin/membres`, issue 18; site-spec §3 roles and tags): for moderators and
 * admins. Find a member by nickname and see their role and tags; an admin sets them (and a
 * streamer's Twitch channel); a moderator or an admin bans or unbans them. Hide a public stuff or
 * guide by its number or link, or show it again. The moderation log, last act first. Every refusal
 * shows the server's message (in the page's language) where it belongs.
 */
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_ROLES, USER_TAG_IDS, USER_TAGS, type AdminUserBody, type ModeratedUser, type ModerationEntry } from '#contract/moderation';
import { ROLES, type SelfUser } from '#contract/users';
import { FormField } from '#web/components/ui/form-field.tsx';
import { formErrors, type FormErrors } from '#web/lib/error-message.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { adminApi, adminKeys } from '../api/admin-api.ts';
import '../messages/index.ts';
import './admin.css';

// The message keys name the ids (`admin.role.10`); the ids themselves come from game/members.ts.
const ROLE_KEYS = {
  [ROLES.admin]: 'admin.role.10',
  [ROLES.moderator]: 'admin.role.20',
  [ROLES.communityManager]: 'admin.role.30',
  [ROLES.user]: 'admin.role.50',
  [ROLES.banned]: 'admin.role.99',
} as const;
const TAG_KEYS = {
  [USER_TAGS.silver]: 'admin.tag.48',
  [USER_TAGS.gold]: 'admin.tag.46',
  [USER_TAGS.platinum]: 'admin.tag.44',
  [USER_TAGS.premium]: 'admin.tag.40',
  [USER_TAGS.stuffer]: 'admin.tag.35',
  [USER_TAGS.streamer]: 'admin.tag.30',
} as const;
const ACTION_KEYS = {
  role: 'admin.log.action.role',
  tags: 'admin.log.action.tags',
  channel: 'admin.log.action.channel',
  ban: 'admin.log.action.ban',
  unban: 'admin.log.action.unban',
  hide: 'admin.log.action.hide',
  unhide: 'admin.log.action.unhide',
} as const;

function useRoleName() {
  const { t } = useTranslation();
  return (role: number) => (role in ROLE_KEYS ? t(ROLE_KEYS[role as keyof typeof ROLE_KEYS]) : String(role));
}
function useTagName() {
  const { t } = useTranslation();
  return (tag: number) => (tag in TAG_KEYS ? t(TAG_KEYS[tag as keyof typeof TAG_KEYS]) : String(tag));
}

/** A stuff's id from its number or a link to it (`…/equipement/123-nom`, `…/stuff/123`). */
export function stuffIdOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (/^\d{1,10}$/.test(trimmed)) return Number(trimmed);
  const match = /\/(\d{1,10})(?:-[^/?#]*)?(?:[/?#]|$)/.exec(trimmed);
  return match ? Number(match[1]) : undefined;
}

export function AdminPage() {
  const session = useSession();
  const { t } = useTranslation();
  if (session.status !== 'member') return null;
  if (session.user.role_id > ROLES.moderator) {
    return (
      <div className="tool-page admin-page" data-testid="admin-page">
        <h1 className="tool-page__title">{t('admin.title')}</h1>
        <p className="form-error" role="alert" data-testid="admin-forbidden">
          {t('admin.forbidden')}
        </p>
      </div>
    );
  }
  return <Admin me={session.user} />;
}

function Admin({ me }: { me: SelfUser }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ModeratedUser | null>(null);
  return (
    <div className="tool-page admin-page" data-testid="admin-page">
      <h1 className="tool-page__title">{t('admin.title')}</h1>
      <p className="tool-page__lead">{t('admin.lead')}</p>
      <div className="admin-page__grid">
        <MemberSearch onSelect={setSelected} selectedId={selected?.id} />
        {selected && <MemberPanel key={selected.id} me={me} user={selected} onChange={setSelected} />}
      </div>
      <StuffModeration />
      <ModerationLogList />
    </div>
  );
}

function MemberSearch({ onSelect, selectedId }: { onSelect: (user: ModeratedUser) => void; selectedId: number | undefined }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const tagName = useTagName();
  const [name, setName] = useState('');
  const users = useQuery({
    queryKey: adminKeys.users(name.trim(), 1),
    queryFn: ({ signal }) => adminApi.users(name.trim(), 1, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="card admin-card" data-testid="admin-members">
      <h2 className="card__title">{t('admin.search.title')}</h2>
      <FormField label={t('admin.search.label')} type="search" value={name} maxLength={40} onChange={(event) => setName(event.target.value)} testId="admin-search" />
      {users.data && (
        <>
          <p className="admin-card__count" data-testid="admin-search-count">
            {t('admin.search.count', { count: users.data.count })}
          </p>
          {users.data.rows.length === 0 ? (
            <p data-testid="admin-search-empty">{t('admin.search.empty')}</p>
          ) : (
            <ul role="list" className="admin-list">
              {users.data.rows.map((user) => (
                <li key={user.id} className={`admin-list__row${user.id === selectedId ? ' admin-list__row--selected' : ''}`} data-testid="admin-member" data-name={user.name}>
                  <span className="admin-list__name">{user.name}</span>
                  <span className={`admin-badge${user.role_id === ROLES.banned ? ' admin-badge--danger' : ''}`} data-testid="admin-member-role">
                    {roleName(user.role_id)}
                  </span>
                  <span className="admin-list__tags" data-testid="admin-member-tags">
                    {user.tags.length === 0 ? t('admin.user.noTags') : user.tags.map(tagName).join(', ')}
                  </span>
                  <button type="button" className="button button--small" onClick={() => onSelect(user)} data-testid="admin-member-manage">
                    {t('admin.user.manage')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function MemberPanel({ me, user, onChange }: { me: SelfUser; user: ModeratedUser; onChange: (user: ModeratedUser) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const roleName = useRoleName();
  const tagName = useTagName();
  const isAdmin = me.role_id === ROLES.admin;
  const [role, setRole] = useState(user.role_id);
  const [tags, setTags] = useState<number[]>(user.tags);
  const [channel, setChannel] = useState(user.stream_channel ?? '');
  const [premium, setPremium] = useState(user.is_premium);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const banned = user.role_id === ROLES.banned;

  const run = async (action: () => Promise<ModeratedUser>, message: (user: ModeratedUser) => string) => {
    setBusy(true);
    setErrors({ fields: {} });
    setDone(null);
    try {
      const changed = await action();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      onChange(changed);
      // The form follows what the server now holds (the panel stays, with its message).
      setRole(changed.role_id);
      setTags(changed.tags);
      setChannel(changed.stream_channel ?? '');
      setPremium(changed.is_premium);
      setDone(message(changed));
    } catch (error) {
      setErrors(formErrors(error, t, ['role_id', 'tags', 'stream_channel', 'reason']));
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(
      async () => {
        const changed = await adminApi.setUser(user.id, { ...(banned ? {} : { role_id: role as (typeof ASSIGNABLE_ROLES)[number] }), tags: tags as AdminUserBody['tags'], stream_channel: channel.trim(), reason: reason.trim() });
        // The premium flag (no adverts) has its own route (contract/site-settings.ts).
        if (premium === changed.is_premium) return changed;
        return { ...changed, is_premium: (await adminApi.setPremium(user.id, premium)).is_premium };
      },
      (changed) => t('admin.user.saved', { name: changed.name }),
    );
  };

  return (
    <section className="card admin-card" data-testid="admin-member-panel" aria-live="polite">
      <h2 className="card__title">{t('admin.user.title', { name: user.name })}</h2>
      <p>
        <span className={`admin-badge${banned ? ' admin-badge--danger' : ''}`} data-testid="admin-panel-role">
          {roleName(user.role_id)}
        </span>{' '}
        <span data-testid="admin-panel-tags">{user.tags.length === 0 ? t('admin.user.noTags') : user.tags.map(tagName).join(', ')}</span>
        {user.stream_channel && <span> · twitch.tv/{user.stream_channel}</span>}
        {user.is_premium && <span data-testid="admin-panel-premium"> · {t('admin.user.premiumShort')}</span>}
      </p>
      {errors.general && (
        <p className="form-error" role="alert" data-testid="admin-panel-error">
          {errors.general}
        </p>
      )}
      {done && (
        <p className="form-success" role="status" data-testid="admin-panel-done">
          {done}
        </p>
      )}
      <form className="admin-form" noValidate onSubmit={save}>
        {isAdmin ? (
          <>
            <div className="field">
              <label className="field__label" htmlFor="admin-role">
                {t('admin.user.role')}
              </label>
              <select id="admin-role" className="field__control" value={role} disabled={banned || user.id === me.id} onChange={(event) => setRole(Number(event.target.value))} data-testid="admin-role">
                {(banned ? [ROLES.banned] : ASSIGNABLE_ROLES).map((option) => (
                  <option key={option} value={option}>
                    {roleName(option)}
                  </option>
                ))}
              </select>
              {errors.fields.role_id && <span className="field__error">{errors.fields.role_id}</span>}
            </div>
            <fieldset className="admin-form__tags">
              <legend className="field__label">{t('admin.user.tags')}</legend>
              {USER_TAG_IDS.map((tag) => (
                <label key={tag} className="admin-form__tag">
                  <input
                    type="checkbox"
                    checked={tags.includes(tag)}
                    onChange={(event) => setTags(event.target.checked ? [...tags, tag] : tags.filter((held) => held !== tag))}
                    data-testid={`admin-tag-${tag}`}
                  />
                  {tagName(tag)}
                </label>
              ))}
              {errors.fields.tags && <span className="field__error">{errors.fields.tags}</span>}
            </fieldset>
            <FormField
              label={t('admin.user.channel')}
              hint={t('admin.user.channelHint')}
              value={channel}
              maxLength={25}
              onChange={(event) => setChannel(event.target.value)}
              error={errors.fields.stream_channel}
              testId="admin-channel"
            />
            <label className="admin-form__tag">
              <input type="checkbox" checked={premium} onChange={(event) => setPremium(event.target.checked)} data-testid="admin-premium" />
              {t('admin.user.premium')}
            </label>
          </>
        ) : (
          <p className="admin-card__note">{t('admin.user.adminOnly')}</p>
        )}
        <FormField label={t('admin.user.reason')} value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} error={errors.fields.reason} testId="admin-reason" />
        <div className="admin-form__actions">
          {isAdmin && (
            <button type="submit" className="button button--primary" disabled={busy} data-testid="admin-save">
              {t('admin.user.save')}
            </button>
          )}
          {banned ? (
            <button type="button" className="button" disabled={busy} onClick={() => void run(() => adminApi.unban(user.id, reason.trim()), (changed) => t('admin.user.unbanned', { name: changed.name }))} data-testid="admin-unban">
              {t('admin.user.unban')}
            </button>
          ) : (
            <button type="button" className="button button--danger" disabled={busy} onClick={() => void run(() => adminApi.ban(user.id, reason.trim()), (changed) => t('admin.user.banned', { name: changed.name }))} data-testid="admin-ban">
              {t('admin.user.ban')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

function StuffModeration() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (hide: boolean) => {
    setErrors({ fields: {} });
    setDone(null);
    const id = stuffIdOf(target);
    if (id === undefined) {
      setErrors({ fields: { stuff: t('admin.stuff.invalid') } });
      return;
    }
    setBusy(true);
    try {
      const stuff = await (hide ? adminApi.hideStuff(id, reason.trim()) : adminApi.showStuff(id, reason.trim()));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      // Lists and searches of stuffs show the change.
      await queryClient.invalidateQueries({ queryKey: ['stuffs'] });
      setDone(t(hide ? 'admin.stuff.hidden' : 'admin.stuff.shown', { name: stuff.name, user: stuff.user_name }));
    } catch (error) {
      setErrors(formErrors(error, t, ['reason']));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card admin-card" data-testid="admin-stuffs">
      <h2 className="card__title">{t('admin.stuff.title')}</h2>
      <p className="admin-card__note">{t('admin.stuff.lead')}</p>
      {errors.general && (
        <p className="form-error" role="alert" data-testid="admin-stuff-error">
          {errors.general}
        </p>
      )}
      {done && (
        <p className="form-success" role="status" data-testid="admin-stuff-done">
          {done}
        </p>
      )}
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void act(true);
        }}
      >
        <FormField label={t('admin.stuff.label')} value={target} onChange={(event) => setTarget(event.target.value)} error={errors.fields.stuff} testId="admin-stuff-id" />
        <FormField label={t('admin.user.reason')} value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} error={errors.fields.reason} testId="admin-stuff-reason" />
        <div className="admin-form__actions">
          <button type="submit" className="button button--danger" disabled={busy} data-testid="admin-stuff-hide">
            {t('admin.stuff.hide')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void act(false)} data-testid="admin-stuff-show">
            {t('admin.stuff.show')}
          </button>
        </div>
      </form>
    </section>
  );
}

function LogRow({ entry }: { entry: ModerationEntry }) {
  const { t, i18n } = useTranslation();
  const roleName = useRoleName();
  const tagName = useTagName();
  const { from, to } = entry.details as { from?: unknown; to?: unknown };
  const change = (value: unknown): string => {
    if (entry.action === 'role' || entry.action === 'ban' || entry.action === 'unban') return typeof value === 'number' ? roleName(value) : '';
    if (entry.action === 'tags') return Array.isArray(value) ? value.map((tag) => tagName(Number(tag))).join(', ') || '∅' : '';
    if (entry.action === 'channel') return typeof value === 'string' ? value : '∅';
    return '';
  };
  const changed = entry.target_kind === 'user' ? `${change(from)} → ${change(to)}` : '';
  return (
    <li className="admin-log__row" data-testid="admin-log-entry" data-action={entry.action}>
      <time dateTime={entry.at} className="admin-log__time">
        {new Date(entry.at).toLocaleString(i18n.language)}
      </time>{' '}
      <strong>{entry.actor_name}</strong> {t(ACTION_KEYS[entry.action])} <strong>{entry.target_name}</strong>
      {changed && <span className="admin-log__change"> ({changed})</span>}
      {entry.reason && <span className="admin-log__reason"> · {t('admin.log.reason', { reason: entry.reason })}</span>}
    </li>
  );
}

function ModerationLogList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useQuery({ queryKey: adminKeys.log(page), queryFn: ({ signal }) => adminApi.log(page, signal), placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((log.data?.count ?? 0) / 20));
  return (
    <section className="card admin-card" data-testid="admin-log">
      <h2 className="card__title">{t('admin.log.title')}</h2>
      {log.data && log.data.rows.length === 0 && <p>{t('admin.log.empty')}</p>}
      <ol className="admin-log">
        {log.data?.rows.map((entry) => (
          <LogRow key={entry.id} entry={entry} />
        ))}
      </ol>
      {pages > 1 && (
        <div className="admin-form__actions">
          <button type="button" className="button button--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('admin.log.newer')}
          </button>
          <span>
            {page} / {pages}
          </span>
          <button type="button" className="button button--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('admin.log.older')}
          </button>
        </div>
      )}
    </section>
  );
}
