import { formatPercent, type CategoryMatches } from '#core/matching';
import type { Category } from '#core/questions';
import { useT } from '#web/i18n/hooks';

interface CategoryBarsProps {
  categories: CategoryMatches;
  /** In the order the statements show them. */
  order: readonly Category[];
  headingId: string;
}

/** Match per topic: the figure is written out; the bar only repeats it for sighted readers. */
export function CategoryBars({ categories, order, headingId }: CategoryBarsProps) {
  const t = useT();
  return (
    <ul className="category-bars" aria-labelledby={headingId}>
      {order.map((category) => {
        const value = categories[category];
        const known = typeof value === 'number';
        return (
          <li key={category} className="category-bars__item">
            <span className="category-bars__label">{category}</span>
            <span className="category-bars__value">
              {known ? formatPercent(value) : t('card.noTopicAnswers')}
            </span>
            <span className="category-bars__track" aria-hidden="true">
              {known && (
                <span
                  className="category-bars__fill"
                  style={{ width: `${String(Math.round(value))}%` }}
                />
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
