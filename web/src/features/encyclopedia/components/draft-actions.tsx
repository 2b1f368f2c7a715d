/**
 * Where an item or set page leads (issue 14 §3): "equip in my draft" (the visitor's local draft,
 * with the builder's slot rules; a full ring or Dofus group asks which one to replace, a set asks
 * before replacing worn items), then a report of what went where and what it replaced with a link
 * to the builder; and the tools that take the record further (Panominator, Cacminator), only on a
 * variant that has them.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '#contract/common';
import type { ItemDetail } from '#contract/items';
import type { SetDetail } from '#contract/sets';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { buildPath } from '#web/config/routes.ts';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { localized } from '#web/entities/reference/model/localized-name.ts';
import { useDraftEquip, type DraftReport, type NamedItem } from '../hooks/use-draft-equip.ts';
import { cacminatorWeaponTypeHref, panominatorSetHref, panominatorWithItemHref } from '../model/tool-links.ts';

function itemName(item: NamedItem, lang: Lang, unknown: (id: number) => string): string {
  return item.name ? localized(item.name, lang) : unknown(item.id);
}

function Report({ report, subjectName }: { report: DraftReport; subjectName: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const unknown = (id: number) => t('encyclopedia.unknownItem', { id });
  const lines: string[] = [];
  let tone: 'success' | 'warning' = 'success';
  switch (report.kind) {
    case 'equipped':
      lines.push(t('encyclopedia.draft.equipped', { item: subjectName, slot: t(`slot.${report.slot}`) }));
      if (report.replaced) lines.push(t('encyclopedia.draft.replaced', { item: itemName(report.replaced, lang, unknown) }));
      for (const removed of report.removed) lines.push(t('encyclopedia.draft.removed', { item: itemName(removed, lang, unknown) }));
      break;
    case 'already-worn':
      tone = 'warning';
      lines.push(t('encyclopedia.draft.alreadyWorn', { item: subjectName, slot: t(`slot.${report.slot}`) }));
      break;
    case 'unwearable':
      tone = 'warning';
      lines.push(t('encyclopedia.draft.unwearable'));
      break;
    case 'set-equipped':
      lines.push(t('encyclopedia.draft.setEquipped', { count: report.placed }));
      if (report.replaced.length > 0) {
        lines.push(t('encyclopedia.draft.replaced', { item: report.replaced.map((item) => itemName(item, lang, unknown)).join(', ') }));
      }
      if (report.alreadyWorn > 0) lines.push(t('encyclopedia.draft.setAlreadyWorn', { count: report.alreadyWorn }));
      if (report.unplaced > 0) {
        tone = 'warning';
        lines.push(t('encyclopedia.draft.setUnplaced', { count: report.unplaced }));
      }
  }
  return (
    <div className={`draft-report draft-report--${tone}`} data-testid="draft-report">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {report.kind !== 'unwearable' ? (
        <p>
          <Link to={buildPath('stuff.draft', lang)} className="button button--small" data-testid="draft-open">
            {t('encyclopedia.openDraft')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function ToolLink({ href, label, testId }: { href: string | null; label: string; testId: string }) {
  if (!href) return null;
  return (
    <Link to={href} className="button" data-testid={testId}>
      {label}
    </Link>
  );
}

export function ItemDraftActions({ item, name }: { item: ItemDetail; name: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const draft = useDraftEquip();
  const pending = draft.pending?.kind === 'choose-slot' ? draft.pending : null;
  const unknown = (id: number) => t('encyclopedia.unknownItem', { id });
  const draftItem = { id: item.id, category: item.category, setId: item.set_id, twoHanded: item.weapon?.two_handed ?? false };
  return (
    <section className="draft-actions" aria-label={t('encyclopedia.actions')} data-testid="item-actions">
      <div className="draft-actions__buttons">
        <button type="button" className="button button--primary" onClick={() => draft.equipItem(draftItem)} data-testid="equip-in-draft">
          {t('encyclopedia.equipInDraft')}
        </button>
        <ToolLink href={panominatorWithItemHref(SITE_VARIANT, lang, item.id)} label={t('encyclopedia.openInPanominator')} testId="open-panominator" />
        {item.weapon ? (
          <ToolLink
            href={cacminatorWeaponTypeHref(SITE_VARIANT, lang, item.weapon.weapon_type)}
            label={t('encyclopedia.openInCacminator')}
            testId="open-cacminator"
          />
        ) : null}
      </div>
      <div aria-live="polite">{draft.report ? <Report report={draft.report} subjectName={name} /> : null}</div>
      <ModalDialog
        open={pending !== null}
        title={pending?.group === 'dofus' ? t('encyclopedia.draft.chooseDofus') : t('encyclopedia.draft.chooseRing')}
        description={t('encyclopedia.draft.chooseDescription', { item: name })}
        onClose={draft.cancel}
        closeLabel={t('common.close')}
        testId="draft-choose-slot"
        actions={
          <button type="button" className="button" onClick={draft.cancel}>
            {t('common.cancel')}
          </button>
        }
      >
        <ul className="draft-actions__choices">
          {pending?.slots.map((slot, index) => {
            const wornId = draft.stuff.items[slot];
            const worn = wornId === undefined ? undefined : draft.wornById.get(wornId);
            const wornName = worn ? localized(worn.name, lang) : wornId === undefined ? '' : unknown(wornId);
            return (
              <li key={slot}>
                <button
                  type="button"
                  className="button"
                  onClick={() => draft.chooseSlot(slot)}
                  data-testid={`draft-choose-${slot}`}
                  data-autofocus={index === 0 ? true : undefined}
                >
                  {t('encyclopedia.draft.slotWith', { slot: t(`slot.${slot}`), item: wornName })}
                </button>
              </li>
            );
          })}
        </ul>
      </ModalDialog>
    </section>
  );
}

export function SetDraftActions({ set, name }: { set: SetDetail; name: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const draft = useDraftEquip();
  const pending = draft.pending?.kind === 'confirm-set' ? draft.pending : null;
  const unknown = (id: number) => t('encyclopedia.unknownItem', { id });
  const replaced = pending ? pending.plan.assignments.filter((assignment) => assignment.replaces !== undefined) : [];
  return (
    <section className="draft-actions" aria-label={t('encyclopedia.actions')} data-testid="set-actions">
      <div className="draft-actions__buttons">
        <button
          type="button"
          className="button button--primary"
          onClick={() => draft.equipSet(set)}
          disabled={(set.items ?? []).length === 0}
          data-testid="equip-set-in-draft"
        >
          {t('encyclopedia.equipSetInDraft')}
        </button>
        <ToolLink href={panominatorSetHref(SITE_VARIANT, lang, set.id)} label={t('encyclopedia.openInPanominator')} testId="open-panominator" />
      </div>
      <div aria-live="polite">{draft.report ? <Report report={draft.report} subjectName={name} /> : null}</div>
      <ModalDialog
        open={pending !== null}
        title={t('encyclopedia.draft.confirmSet')}
        description={t('encyclopedia.draft.confirmSetDescription', { count: replaced.length })}
        onClose={draft.cancel}
        closeLabel={t('common.close')}
        testId="draft-confirm-set"
        actions={
          <>
            <button type="button" className="button" onClick={draft.cancel}>
              {t('common.cancel')}
            </button>
            <button type="button" className="button" onClick={() => draft.confirmSet(true)} data-testid="draft-set-empty-only">
              {t('encyclopedia.draft.emptyOnly')}
            </button>
            <button type="button" className="button button--primary" onClick={() => draft.confirmSet(false)} data-testid="draft-set-replace" data-autofocus>
              {t('encyclopedia.draft.replace')}
            </button>
          </>
        }
      >
        <ul className="draft-actions__replaced">
          {replaced.map((assignment) => {
            const worn = draft.wornById.get(assignment.replaces!);
            return (
              <li key={assignment.slot}>
                {t('encyclopedia.draft.slotWith', {
                  slot: t(`slot.${assignment.slot}`),
                  item: worn ? localized(worn.name, lang) : unknown(assignment.replaces!),
                })}
              </li>
            );
          })}
        </ul>
      </ModalDialog>
    </section>
  );
}
