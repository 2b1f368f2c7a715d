/**
 * PNG export of a look (issue 21: "drawn in the page, no server"): the renderer's SVG at 1× or 2×
 * drawn on a canvas, then a PNG file downloaded by the browser.
 */
import type { SkinLook } from '#game/skin';
import { SKIN_VIEW_HEIGHT, SKIN_VIEW_WIDTH, skinSvg } from './skin-svg.ts';

export const PNG_SCALES = [1, 2] as const;
export type PngScale = (typeof PNG_SCALES)[number];

/** The look as a PNG of SKIN_VIEW_WIDTH×SKIN_VIEW_HEIGHT pixels times `scale`, transparent around the figure. */
export async function lookPng(look: SkinLook, scale: PngScale): Promise<Blob> {
  const width = SKIN_VIEW_WIDTH * scale;
  const height = SKIN_VIEW_HEIGHT * scale;
  // A data: address (the site's CSP allows data: images, not blob: ones).
  const image = new Image(width, height);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(skinSvg(look, { scale }))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, 0, 0, width, height);
  return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'));
}

/** The file name of an export: the look's name (or "skin") and its scale, e.g. `My-Iop@2x.png`. */
export function pngFileName(name: string, scale: PngScale): string {
  const base = name.trim().replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '') || 'skin';
  return `${base}@${scale}x.png`;
}

/** Hands a file to the browser's download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
