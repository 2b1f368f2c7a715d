/** The site's own pages (issue 18): the devblog (`devblog`), the terms of use (`cgu`) and the privacy page (`confidentialite`). */
import { DevblogPage } from '#web/features/devblog/components/devblog-page.tsx';

export const DevblogRoute = () => <DevblogPage />;
