import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '#web/lib/theme.ts';
import { MoonIcon, SunIcon } from '../ui/icons.tsx';

export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'nav.theme.toDark' : 'nav.theme.toLight');
  const Icon = theme === 'dark' ? SunIcon : MoonIcon;
  return (
    <button
      type="button"
      className={withLabel ? 'button button--ghost sidebar__theme' : 'icon-button'}
      onClick={() => setTheme(next)}
      aria-label={withLabel ? undefined : label}
      title={withLabel ? undefined : label}
      data-testid="theme-toggle"
    >
      <Icon size={18} />
      {withLabel && <span>{label}</span>}
    </button>
  );
}
