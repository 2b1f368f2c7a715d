/** The site's own pages (issue 18): the devblog (`devblog`), the terms of use (`cgu`) and the privacy page (`confidentialite`). */
import { DevblogPage } from '#web/features/devblog/components/devblog-page.tsx';
import { LegalPage } from '#web/features/legal/components/legal-page.tsx';

export const DevblogRoute = () => <DevblogPage />;
export const CguRoute = () => <LegalPage page="cgu" />;
export const ConfidentialityRoute = () => <LegalPage page="privacy" />;
