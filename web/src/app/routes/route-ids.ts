/** A positive integer id of the URL (the contract's GameId range), or undefined: the page then shows "not found". */
export function parseId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
