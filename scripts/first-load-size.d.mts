/** Types of scripts/first-load-size.mjs (the first-load budget, issue 23). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}
export interface LoadSize {
  files: number;
  raw: number;
  gzip: number;
  rows: FileSize[];
}
export const FIRST_LOAD_TARGET: number;
export const FIRST_LOAD_BUDGET: number;
export const HOME_ROUTE: string;
export const VARIANTS: string[];
export const LANGUAGE_TEXTS: Record<'fr' | 'en' | 'es', string>;
export function readManifest(webDir: string): Manifest;
export function firstLoadFiles(manifest: Manifest, html: string, dynamicKeys?: string[]): string[];
export function sizeFiles(webDir: string, files: string[]): LoadSize;
export function firstLoadSize(webDir?: string, routeKey?: string): LoadSize & { lang: string };
export function duplicatedModules(webDir: string, manifest?: Manifest): { module: string; chunks: string[] }[];
export function budgetProblems(label: string, size: LoadSize & { lang?: string }, duplicates: { module: string; chunks: string[] }[], budget?: number): string[];
export function buildVariant(variant: string): string;
export function variantSizes(webDir?: string): { variant: string; size: LoadSize & { lang: string }; duplicates: { module: string; chunks: string[] }[] }[];
export function contentFirstFiles(manifest: Manifest, html: string, routeKey?: string): string[];
export function contentFirstSize(webDir?: string, routeKey?: string): LoadSize & { lang: string };
export function prerenderProblems(webDir?: string): Promise<string[]>;
