/**
 * The Dofus-Stuffer proposal's form in the URL: class, level, element and role (engine presets,
 * game/panominator-presets.ts). Pure functions: unit tested.
 */
import { DOFUS_STUFFER_ROLES, type DamageElementPreset, type DofusStufferRole } from '#game/panominator-presets';
import { LEVEL_MAX, LEVEL_MIN } from '#web/entities/panominator/model/level.ts';
import { CHARACTERISTIC_ELEMENTS } from '#game/elements';

export const DOFUS_STUFFER_ELEMENTS: readonly DamageElementPreset[] = CHARACTERISTIC_ELEMENTS;

export interface DofusStufferView {
  /** null: the draft's class. */
  classId: number | null;
  level: number;
  element: DamageElementPreset;
  role: DofusStufferRole;
}

export const DEFAULT_DOFUS_STUFFER_VIEW: DofusStufferView = { classId: null, level: 200, element: 'earth', role: 'damage' };

export function dofusStufferViewFromSearch(search: URLSearchParams): DofusStufferView {
  const classText = search.get('class');
  const levelText = search.get('level') ?? '';
  const level = /^\d{1,3}$/.test(levelText) ? Number(levelText) : NaN;
  const element = search.get('element');
  const role = search.get('role');
  return {
    classId: classText !== null && /^\d{1,6}$/.test(classText) && Number(classText) > 0 ? Number(classText) : null,
    level: level >= LEVEL_MIN && level <= LEVEL_MAX ? level : DEFAULT_DOFUS_STUFFER_VIEW.level,
    element: (DOFUS_STUFFER_ELEMENTS as readonly string[]).includes(element ?? '') ? (element as DamageElementPreset) : DEFAULT_DOFUS_STUFFER_VIEW.element,
    role: (DOFUS_STUFFER_ROLES as readonly string[]).includes(role ?? '') ? (role as DofusStufferRole) : DEFAULT_DOFUS_STUFFER_VIEW.role,
  };
}

export function searchFromDofusStufferView(view: DofusStufferView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.classId !== null) search.set('class', String(view.classId));
  if (view.level !== DEFAULT_DOFUS_STUFFER_VIEW.level) search.set('level', String(view.level));
  if (view.element !== DEFAULT_DOFUS_STUFFER_VIEW.element) search.set('element', view.element);
  if (view.role !== DEFAULT_DOFUS_STUFFER_VIEW.role) search.set('role', view.role);
  return search;
}
