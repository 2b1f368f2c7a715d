/**
 * The member's workshop (`outils/atelier`, workshop.home; issue 19, builder-spec §3 Craft, §7, §8):
 * add a craftable item, the crafts as trees (quantity, gathered counts recomputed while typing and
 * saved once the typing pauses, expand / collapse an ingredient, progress, complete, folder,
 * delete), the filters in the address (`folder`, `completed`), the shopping list of the crafts
 * shown, the sharing mode with the public link, and "delete completed" / "delete all" after a
 * confirmation. Members only: the router's guard asks a visitor to log in.
 */
import '../messages/index.ts';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CRAFT_MODES, type CraftMode, type Workshop } from '#contract/crafts';
import type { CraftTreeNode, IngredientLine } from '#game/crafts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { foldersQueryOptions } from '#web/entities/folder/api/folders.ts';
import { useSession } from '#web/entities/session/hooks/use-session.ts';
import { openAuthDialog } from '#web/entities/session/model/auth-dialogs.ts';
import {
  useAddCraft,
  useCraftMode,
  useOwnWorkshop,
  useRemoveAllCrafts,
  useRemoveCraft,
  useUpdateCraft,
} from '#web/entities/craft/hooks/use-workshop.ts';
import { filterRoots, gatheredKey, groupedShoppingList, workshopModel, type WorkshopFilter } from '#web/entities/craft/model/workshop.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang, usePathTo } from '#web/lib/i18n/use-lang.ts';
import { useGatheredDrafts } from '../hooks/use-gathered-drafts.ts';
import { filterFromParams, paramsWithFilter } from '../model/workshop-filters.ts';
import { CraftCard, type CraftEditing } from './craft-tree.tsx';
import { ShoppingList } from './shopping-list.tsx';
import { WorkshopSearch } from './workshop-search.tsx';
import { NoRecipeData } from './no-recipe-data.tsx';
import './workshop.css';

export function WorkshopPage() {
  const { t } = useTranslation();
  const session = useSession();
  const workshop = useOwnWorkshop(SITE_VARIANT);
  return (
    <div className="container workshop" data-testid="workshop-page">
      <header className="workshop__header">
        <h1 className="workshop__title">{t('route.workshop.home')}</h1>
        <p className="workshop__lead">{t('workshop.intro')}</p>
      </header>
      {workshop.isError && (
        <p className="status status--error" role="alert">
          {t('workshop.loadError', { message: errorMessage(workshop.error, t) })}
        </p>
      )}
      {session.status === 'visitor' && (
        <p className="status" data-testid="workshop-login">
          {t('workshop.loginFirst')}{' '}
          <button type="button" className="button button--small button--primary" onClick={() => openAuthDialog('login')}>
            {t('workshop.login')}
          </button>
        </p>
      )}
      {session.status !== 'visitor' && workshop.isPending && <span className="spinner" aria-label={t('common.loading')} />}
      {workshop.data && <OwnWorkshop workshop={workshop.data} />}
    </div>
  );
}

function OwnWorkshop({ workshop }: { workshop: Workshop }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const folders = useQuery(foldersQueryOptions());
  const nodeIds = useMemo(() => new Set(workshop.rows.map((row) => row.id)), [workshop.rows]);
  const { drafts, setGathered } = useGatheredDrafts(SITE_VARIANT, nodeIds);
  const add = useAddCraft(SITE_VARIANT);
  const update = useUpdateCraft(SITE_VARIANT);
  const remove = useRemoveCraft(SITE_VARIANT);
  const [confirming, setConfirming] = useState<'completed' | 'all' | null>(null);

  const model = useMemo(() => workshopModel(workshop, drafts), [workshop, drafts]);
  const stored = useMemo(() => {
    const counts = new Map<string, number>();
    for (const row of workshop.rows) for (const line of row.gathered) counts.set(gatheredKey(row.id, line.item_id), line.gathered);
    return counts;
  }, [workshop.rows]);
  const shown = useMemo(() => filterRoots(model.forest.roots, { folder: filter.folder, completed: filter.completed }), [model.forest.roots, filter.folder, filter.completed]);
  const groups = useMemo(() => groupedShoppingList(shown, model.items, lang), [shown, model.items, lang]);
  const nameOf = (node: { item_id: number }) => localized(model.items.get(node.item_id)?.name, lang) || String(node.item_id);

  const run = async (write: () => Promise<unknown>, success: string) => {
    try {
      await write();
      showAlert('success', success);
    } catch (error) {
      showAlert('error', errorMessage(error, t));
    }
  };

  const editing: CraftEditing = {
    gatheredOf: (craftId, itemId) => drafts.get(gatheredKey(craftId, itemId)) ?? stored.get(gatheredKey(craftId, itemId)) ?? 0,
    setGathered,
    expand: (node: CraftTreeNode, line: IngredientLine) =>
      void run(() => add.mutateAsync({ parent_id: node.id, item_id: line.item_id }), t('workshop.expanded', { name: nameOf(line) })),
    collapse: (child) => void run(() => remove.mutateAsync(child.id), t('workshop.collapsed', { name: nameOf(child) })),
    setQuantity: (root, quantity) => void run(() => update.mutateAsync({ craftId: root.id, quantity }), t('workshop.updated', { name: nameOf(root) })),
    setCompleted: (root, completed) =>
      void run(
        () => update.mutateAsync({ craftId: root.id, completed }),
        completed ? t('workshop.completedDone', { name: nameOf(root) }) : t('workshop.uncompletedDone', { name: nameOf(root) }),
      ),
    move: (root, folderId) => void run(() => update.mutateAsync({ craftId: root.id, folder_id: folderId }), t('workshop.moved', { name: nameOf(root) })),
    remove: (root) => void run(() => remove.mutateAsync(root.id), t('workshop.deleted', { name: nameOf(root) })),
    folders: folders.data ?? [],
    busy: add.isPending || update.isPending || remove.isPending,
  };
  const setFilter = (next: WorkshopFilter) => setParams(paramsWithFilter(params, next), { replace: true });
  const completedCount = model.forest.roots.filter((root) => root.completed).length;

  return (
    <>
      {!workshop.recipes_available && <NoRecipeData />}
      {workshop.recipes_available && <WorkshopSearch game={SITE_VARIANT} folderId={filter.folder} />}
      <div className="workshop__bar">
        <WorkshopFilters filter={filter} onChange={setFilter} folders={folders.data ?? []} />
        <SharingMode workshop={workshop} />
      </div>
      <div className="workshop__grid">
        <section aria-labelledby="workshop-crafts-title" className="workshop__crafts">
          <h2 id="workshop-crafts-title" className="workshop-section-title">
            {t('workshop.crafts')}{' '}
            <span className="tabular workshop__count" data-testid="workshop-count">
              ({t('workshop.count', { count: shown.length, total: model.forest.roots.length })})
            </span>
          </h2>
          {model.forest.roots.length === 0 ? (
            <p className="status" data-testid="workshop-empty">
              {t('workshop.noCraft')}
            </p>
          ) : shown.length === 0 ? (
            <p className="status" data-testid="workshop-filtered-out">
              {t('workshop.noCraftFiltered')}
            </p>
          ) : (
            <ul className="workshop__list" role="list" data-testid="workshop-crafts">
              {shown.map((root) => (
                <CraftCard key={root.id} root={root} items={model.items} editing={editing} />
              ))}
            </ul>
          )}
          {model.forest.roots.length > 0 && (
            <div className="workshop__danger">
              <button type="button" className="button button--small" disabled={completedCount === 0} onClick={() => setConfirming('completed')} data-testid="workshop-delete-completed">
                {t('workshop.deleteCompleted')}
              </button>
              <button type="button" className="button button--small button--ghost" onClick={() => setConfirming('all')} data-testid="workshop-delete-all">
                {t('workshop.deleteAll')}
              </button>
            </div>
          )}
        </section>
        <ShoppingList groups={groups} items={model.items} />
      </div>
      <DeleteManyDialog which={confirming} count={confirming === 'completed' ? completedCount : model.forest.roots.length} onClose={() => setConfirming(null)} />
    </>
  );
}

function WorkshopFilters({ filter, onChange, folders }: { filter: WorkshopFilter; onChange: (filter: WorkshopFilter) => void; folders: readonly { id: number; name: string }[] }) {
  const { t } = useTranslation();
  return (
    <div className="workshop__filters" role="group" aria-label={t('workshop.filters')}>
      <label className="field">
        <span className="field__label">{t('workshop.folder')}</span>
        <select
          className="field__control"
          value={filter.folder ?? ''}
          onChange={(event) => onChange({ ...filter, folder: event.target.value === '' ? null : Number(event.target.value) })}
          data-testid="workshop-filter-folder"
        >
          <option value="">{t('workshop.allFolders')}</option>
          {folders.map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.name}
            </option>
          ))}
          {filter.folder !== null && !folders.some((folder) => folder.id === filter.folder) && <option value={filter.folder}>{t('workshop.unknownFolder')}</option>}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('workshop.completedFilter')}</span>
        <select
          className="field__control"
          value={filter.completed ?? ''}
          onChange={(event) => onChange({ ...filter, completed: event.target.value === 'hide' ? 'hide' : event.target.value === 'only' ? 'only' : null })}
          data-testid="workshop-filter-completed"
        >
          <option value="">{t('workshop.completedAll')}</option>
          <option value="hide">{t('workshop.completedHide')}</option>
          <option value="only">{t('workshop.completedOnly')}</option>
        </select>
      </label>
    </div>
  );
}

function SharingMode({ workshop }: { workshop: Workshop }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const mode = useCraftMode();
  const current: CraftMode = workshop.mode ?? 'none';
  const publicPath = pathTo('workshop.public-home', { userSlug: workshop.owner.slug });
  const change = async (next: CraftMode) => {
    try {
      await mode.mutateAsync(next);
      showAlert('success', t('workshop.modeSaved', { mode: t(`workshop.mode.${next}`) }));
    } catch (error) {
      showAlert('error', errorMessage(error, t));
    }
  };
  return (
    <div className="workshop__sharing">
      <label className="field">
        <span className="field__label">{t('workshop.sharing')}</span>
        <select className="field__control" value={current} disabled={mode.isPending} onChange={(event) => void change(event.target.value as CraftMode)} data-testid="workshop-mode">
          {CRAFT_MODES.map((value) => (
            <option key={value} value={value}>
              {t(`workshop.mode.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {current === 'public' ? (
        <p className="workshop__public-link">
          {t('workshop.publicLink')}{' '}
          <Link to={publicPath} data-testid="workshop-public-link">
            {typeof window === 'undefined' ? publicPath : `${window.location.origin}${publicPath}`}
          </Link>
        </p>
      ) : (
        <p className="field__hint">{t('workshop.sharingHint')}</p>
      )}
    </div>
  );
}

function DeleteManyDialog({ which, count, onClose }: { which: 'completed' | 'all' | null; count: number; onClose: () => void }) {
  const { t } = useTranslation();
  const removeAll = useRemoveAllCrafts(SITE_VARIANT);
  const confirm = async () => {
    try {
      await removeAll.mutateAsync({ onlyCompleted: which === 'completed' });
      showAlert('success', which === 'completed' ? t('workshop.deletedCompleted', { count }) : t('workshop.deletedAll', { count }));
      onClose();
    } catch (error) {
      showAlert('error', errorMessage(error, t));
    }
  };
  return (
    <ModalDialog
      open={which !== null}
      title={which === 'completed' ? t('workshop.deleteCompletedTitle') : t('workshop.deleteAllTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="workshop-delete-dialog"
      actions={
        <>
          <button type="button" className="button" onClick={onClose} data-autofocus>
            {t('workshop.cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={removeAll.isPending} onClick={() => void confirm()} data-testid="workshop-delete-confirm">
            {which === 'completed' ? t('workshop.deleteCompleted') : t('workshop.deleteAll')}
          </button>
        </>
      }
    >
      <p>{which === 'completed' ? t('workshop.deleteCompletedText', { count }) : t('workshop.deleteAllText', { count })}</p>
    </ModalDialog>
  );
}
