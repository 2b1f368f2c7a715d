/**
 * A member's workshop, read-only (`membre/{userSlug}/atelier`, workshop.public-home): the slug is
 * resolved to the member (a former slug moves the address to the current one), then their
 * workshop of this game — only when they made it public: otherwise, as for a member who does not
 * exist, "craft workshop not found" (builder-spec §8). An empty workshop says "no craft found".
 */
import '../messages/index.ts';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { memberBySlugQueryOptions } from '#web/entities/member/api/members.ts';
import { useMemberWorkshop } from '#web/entities/craft/hooks/use-workshop.ts';
import { groupedShoppingList, workshopModel } from '#web/entities/craft/model/workshop.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { CraftCard } from './craft-tree.tsx';
import { ShoppingList } from './shopping-list.tsx';
import { NoRecipeData } from './no-recipe-data.tsx';
import './workshop.css';

export function PublicWorkshopPage({ userSlug }: { userSlug: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const pathTo = usePathTo();
  const member = useQuery(memberBySlugQueryOptions(SITE_VARIANT, lang, userSlug));
  const workshop = useMemberWorkshop(SITE_VARIANT, member.data?.id);
  const model = useMemo(() => (workshop.data ? workshopModel(workshop.data) : undefined), [workshop.data]);
  const groups = useMemo(() => (model ? groupedShoppingList(model.forest.roots, model.items, lang) : []), [model, lang]);

  const failure = member.error ?? workshop.error;
  if (failure) {
    const missing = isApiError(failure) && failure.status === 404;
    return (
      <div className="container workshop" data-testid="public-workshop">
        <h1 className="workshop__title">{t('route.workshop.public-home')}</h1>
        <p className={missing ? 'status' : 'status status--error'} role="alert" data-testid="public-workshop-error">
          {missing ? t('workshop.notFound') : errorMessage(failure, t)}
        </p>
      </div>
    );
  }
  if (member.data && member.data.slug !== userSlug) return <Navigate to={pathTo('workshop.public-home', { userSlug: member.data.slug })} replace />;
  if (!member.data || !workshop.data || !model) {
    return (
      <div className="container workshop">
        <span className="spinner" aria-label={t('common.loading')} />
      </div>
    );
  }
  const roots = model.forest.roots;
  return (
    <div className="container workshop" data-testid="public-workshop">
      <header className="workshop__header">
        <h1 className="workshop__title" data-testid="public-workshop-title">
          {t('workshop.publicTitle', { name: member.data.name })}
        </h1>
        <p className="workshop__lead">
          <Link to={pathTo('user.public-profile', { userSlug: member.data.slug })}>{t('workshop.profileLink', { name: member.data.name })}</Link>
        </p>
      </header>
      {!workshop.data.recipes_available && <NoRecipeData />}
      <div className="workshop__grid">
        <section aria-labelledby="public-crafts-title" className="workshop__crafts">
          <h2 id="public-crafts-title" className="workshop-section-title">
            {t('workshop.crafts')}
          </h2>
          {roots.length === 0 ? (
            <p className="status" data-testid="workshop-empty">
              {t('workshop.noCraft')}
            </p>
          ) : (
            <ul className="workshop__list" role="list" data-testid="workshop-crafts">
              {roots.map((root) => (
                <CraftCard key={root.id} root={root} items={model.items} />
              ))}
            </ul>
          )}
        </section>
        <ShoppingList groups={groups} items={model.items} />
      </div>
    </div>
  );
}
