/** The builder's pages that start the engine worker at once (the list is the contract's: the server reads it too). */
export { ENGINE_PAGES, enginePageOf } from '#contract/engine-pages';
