/**
 * The character drawn by the renderer (model/skin-svg.ts), inline so its parts can be styled and
 * read; the SVG holds numbers and colours only. `crop="head"`: the head and face thumbnails.
 */
import '../messages/index.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkinLook } from '#game/skin';
import { skinSvg } from '../model/skin-svg.ts';
import './skin-figure.css';

export function SkinFigure({ look, crop = 'figure', testId, label }: { look: SkinLook; crop?: 'figure' | 'head'; testId?: string; label?: string }) {
  const { t } = useTranslation();
  const svg = useMemo(() => skinSvg(look, { crop }), [look, crop]);
  const described =
    label ??
    t('skin.figureLabel', { class: t(`skin.class.${look.classId}` as 'skin.class.1'), gender: t(`skin.gender.${look.gender}` as 'skin.gender.0'), head: look.head, face: look.face });
  return (
    <span
      className={`skin-figure skin-figure--${crop}`}
      role="img"
      aria-label={described}
      data-testid={testId}
      // The renderer's own markup: numbers and colours, no text of anyone's.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
