/**
 * The web app's entry to the table of localised routes. The table lives in the contract
 * (`contract/pages.ts`) because the server reads it too: a path that names no page is answered
 * 404 there, and shown as the not-found page here, from the same table.
 */
export * from '#contract/pages';
