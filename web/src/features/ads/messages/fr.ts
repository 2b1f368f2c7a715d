/** French texts of the ad slots. */
export const fr = {
  'ads.label': 'Publicité',
};
export type AdsMessages = typeof fr;
