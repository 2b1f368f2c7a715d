/** A legal page as data: titled sections of paragraphs and lists; `{contact}` in a text is the contact line. */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface LegalPage {
  title: string;
  updated: string;
  sections: readonly LegalSection[];
}

export interface LegalTexts {
  cgu: LegalPage;
  privacy: LegalPage;
}
