/** Texts of a row or a record as the contract's `LocalizedText`. */
import type { LocalizedText } from '#contract/common';
import type { Names } from '../import/records.ts';
import type { NameColumns } from './schema.ts';

/** The name columns (fr, en, es: the product's languages), those the data has. */
export function localized(row: NameColumns): LocalizedText {
  const text: LocalizedText = {};
  if (row.name_fr !== null) text.fr = row.name_fr;
  if (row.name_en !== null) text.en = row.name_en;
  if (row.name_es !== null) text.es = row.name_es;
  return text;
}

/** A raw text object reduced to strings (the data never has other values, but records are untyped). */
export function texts(value: Names | undefined): LocalizedText {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, text]) => typeof text === 'string'));
}
