/** Dofus 2's data has no recipes yet (issue 19): the workshop says so rather than offering nothing. */
import { useTranslation } from 'react-i18next';

export function NoRecipeData() {
  const { t } = useTranslation();
  return (
    <p className="status workshop__no-recipes" role="note" data-testid="workshop-no-recipes">
      {t('workshop.noRecipeData')}
    </p>
  );
}
