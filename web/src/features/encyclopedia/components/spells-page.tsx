/** The spells page (encyclopedia.spells): a class's spells, each level's cost, range, critical and effects. */
import '../messages/index.ts'; // this feature's texts, registered before any of its components renders
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Lang } from '#contract/common';
import type { ClassSpellsResponse, Spell, SpellEffect } from '#contract/spells';
import { CategoryIcon } from '#web/components/ui/category-icon.tsx';
import { SITE_VARIANT } from '#web/config/variant.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { classSpellsQueryOptions } from '#web/entities/character-class/api/class-spells.ts';
import { encyclopediaReferenceQueryOptions, type EncyclopediaReference } from '#web/entities/reference/api/effect-templates.ts';
import { effectLine, pickTemplate, someFallBack } from '#web/entities/reference/model/effect-text.ts';
import { shownName } from '#web/entities/reference/model/localized-name.ts';
import { rangeText } from './item-page.tsx';
import { EncyclopediaError, EncyclopediaLoading, EncyclopediaNotFound } from './not-found.tsx';
import { FallbackNote, ShownText } from '#web/entities/reference/components/shown-text.tsx';
import { usePageTitle } from './use-page-title.ts';
import './encyclopedia.css';

type Level = Spell['levels'][number];
type Effect = z.infer<typeof SpellEffect>;

export function SpellsPage({ classId, spellId }: { classId: number | undefined; spellId: number }) {
  const spells = useQuery({ ...classSpellsQueryOptions(SITE_VARIANT, classId ?? 0), enabled: classId !== undefined });
  const reference = useQuery(encyclopediaReferenceQueryOptions());
  const { t } = useTranslation();
  const lang = useLang();
  const className = spells.data ? shownName(spells.data.class.name, lang).text : undefined;
  usePageTitle(className ? t('encyclopedia.spellsOf', { className }) : undefined);

  if (classId === undefined || (isApiError(spells.error) && spells.error.status === 404)) {
    return <EncyclopediaNotFound message="encyclopedia.classNotFound" />;
  }
  if (spells.error) return <EncyclopediaError message={errorMessage(spells.error, t)} onRetry={() => void spells.refetch()} />;
  if (!spells.data || !reference.data) return <EncyclopediaLoading />;
  return <SpellBook data={spells.data} reference={reference.data} spellId={spellId} />;
}

function SpellBook({ data, reference, spellId }: { data: ClassSpellsResponse['data']; reference: EncyclopediaReference; spellId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const className = shownName(data.class.name, lang).text;
  // The spell of the URL (`?spellId=`) opens; without one, the first.
  const openId = data.spells.some((spell) => spell.id === spellId) ? spellId : data.spells[0]?.id;
  // A link to one spell (navbar search hit) lands on it, not on the top of a long list.
  useEffect(() => {
    if (spellId > 0) document.getElementById(`spell-${spellId}`)?.scrollIntoView({ block: 'start' });
  }, [spellId]);
  return (
    <article className="container encyclopedia" data-testid="spells-page" data-class-id={data.class.id}>
      <header className="encyclopedia__header">
        <CategoryIcon category="spells" size={100} decorative className="encyclopedia__picture" />
        <div>
          <h1 className="encyclopedia__title">{t('encyclopedia.spellsOf', { className })}</h1>
          <p className="encyclopedia__subtitle">{t('encyclopedia.spellCount', { count: data.spells.length })}</p>
        </div>
      </header>
      {data.spells.length === 0 ? <p className="encyclopedia__muted">{t('encyclopedia.noSpell')}</p> : null}
      {spellsFallBack(data.spells, reference, lang) ? <FallbackNote lang="fr" /> : null}
      <div className="spell-list">
        {data.spells.map((spell) => {
          const name = shownName(spell.name, lang);
          const description = shownName(spell.description, lang);
          return (
            <details
              key={spell.id}
              id={`spell-${spell.id}`}
              className="encyclopedia__card spell"
              open={spell.id === openId}
              data-testid={`spell-${spell.id}`}
            >
              <summary className="spell__summary">
                <span className="spell__name">
                  <ShownText text={name.text} lang={name.lang} pageLang={lang} />
                </span>
              </summary>
              {description.text ? (
                <p className="encyclopedia__muted">
                  <ShownText text={description.text} lang={description.lang} pageLang={lang} />
                </p>
              ) : null}
              <div className="spell__levels">
                {spell.levels.map((level) => (
                  <SpellLevelCard key={level.level} level={level} reference={reference} />
                ))}
              </div>
            </details>
          );
        })}
      </div>
    </article>
  );
}

function SpellLevelCard({ level, reference }: { level: Level; reference: EncyclopediaReference }) {
  const { t } = useTranslation();
  const castingRules = [
    level.line_only ? t('encyclopedia.spell.lineOnly') : null,
    level.line_of_sight ? t('encyclopedia.spell.lineOfSight') : null,
    level.free_cell ? t('encyclopedia.spell.freeCell') : null,
  ].filter((rule): rule is string => rule !== null);
  const critical =
    level.crit_rate !== null ? `1/${level.crit_rate}` : level.crit_percent !== null ? `${level.crit_percent} %` : t('encyclopedia.never');
  return (
    <section className="spell-level" data-testid={`spell-level-${level.level}`}>
      <h3 className="bonus-list__title">{t('encyclopedia.spellLevel', { level: level.level })}</h3>
      <dl className="encyclopedia__facts">
        <dt>{t('encyclopedia.spell.ap')}</dt>
        <dd>{level.ap_cost ?? '–'}</dd>
        <dt>{t('encyclopedia.range')}</dt>
        <dd>
          {rangeText(level.range_min, level.range_max)}
          {level.range_boostable ? ` (${t('encyclopedia.spell.boostable')})` : ''}
        </dd>
        <dt>{t('encyclopedia.critical')}</dt>
        <dd>{critical}</dd>
        <dt>{t('encyclopedia.failure')}</dt>
        <dd>{level.fail_rate !== null ? `1/${level.fail_rate}` : t('encyclopedia.never')}</dd>
        {level.casts_per_turn !== null ? (
          <>
            <dt>{t('encyclopedia.spell.castsPerTurn')}</dt>
            <dd>{level.casts_per_turn}</dd>
          </>
        ) : null}
        {level.casts_per_target !== null ? (
          <>
            <dt>{t('encyclopedia.spell.castsPerTarget')}</dt>
            <dd>{level.casts_per_target}</dd>
          </>
        ) : null}
        {level.cooldown ? (
          <>
            <dt>{t('encyclopedia.spell.cooldown')}</dt>
            <dd>{t('encyclopedia.spell.turns', { count: level.cooldown })}</dd>
          </>
        ) : null}
        {level.min_player_level !== null ? (
          <>
            <dt>{t('encyclopedia.spell.minLevel')}</dt>
            <dd>{level.min_player_level}</dd>
          </>
        ) : null}
      </dl>
      {castingRules.length > 0 ? <p className="encyclopedia__muted">{castingRules.join(' · ')}</p> : null}
      <SpellEffects effects={level.effects} texts={level.effects_text} reference={reference} testId="spell-effects" />
      {level.critical_effects.length > 0 ? (
        <>
          <h4 className="spell-level__subtitle">{t('encyclopedia.spell.criticalEffects')}</h4>
          <SpellEffects effects={level.critical_effects} texts={level.critical_effects_text} reference={reference} testId="spell-critical-effects" />
        </>
      ) : null}
    </section>
  );
}

function SpellEffects({
  effects,
  texts,
  reference,
  testId,
}: {
  effects: readonly Effect[];
  texts: Level['effects_text'];
  reference: EncyclopediaReference;
  testId: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  // Dofus 2 levels carry their lines already written; Retro ones are worded from the templates.
  const written = pickTemplate(texts ? Object.fromEntries(Object.entries(texts).map(([key, lines]) => [key, lines.join('\n')])) : undefined, lang);
  if (written) {
    return (
      <>
        <ul className="effect-list" data-testid={testId}>
          {written.text.split('\n').map((line, index) => (
            <li key={index} className="effect-list__line">
              <ShownText text={line} lang={written.lang} pageLang={lang} badge={false} />
            </li>
          ))}
        </ul>
      </>
    );
  }
  const rendered = effects.map((effect) => {
    const params = effect.params.length > 0 ? effect.params : [effect.min, effect.min === effect.max ? null : effect.max];
    return { effect, line: effectLine(reference.templates, effect.effect_id, params, lang) };
  });
  return (
    <>
      <ul className="effect-list" data-testid={testId}>
        {rendered.map(({ effect, line }, index) => (
          <li key={index} className="effect-list__line">
            {line ? (
              <ShownText text={line.text} lang={line.lang} pageLang={lang} badge={false} />
            ) : (
              t('encyclopedia.effect.unknown', { id: effect.effect_id ?? '?', value: rangeText(effect.min, effect.max) })
            )}
            {effect.turns ? <span className="encyclopedia__muted"> ({t('encyclopedia.spell.turns', { count: effect.turns })})</span> : null}
            {effect.chance ? <span className="encyclopedia__muted"> ({t('encyclopedia.spell.chance', { chance: effect.chance })})</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Whether some effect of these spells is shown in French because the page language has no text for it. */
function spellsFallBack(spells: readonly Spell[], reference: EncyclopediaReference, lang: Lang): boolean {
  return spells.some((spell) =>
    spell.levels.some((level) =>
      level.effects_text
        ? !level.effects_text[lang]
        : someFallBack(reference.templates, [...level.effects, ...level.critical_effects].map((effect) => effect.effect_id), lang),
    ),
  );
}
