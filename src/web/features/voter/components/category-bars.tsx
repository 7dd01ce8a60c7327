import { formatPercent, type CategoryMatches } from '#core/matching';
import type { Category } from '#core/questions';
import { useT } from '#web/i18n/hooks';
import type { Language } from '#web/i18n/language';
import { textLang } from '#web/i18n/text-lang';
import type { MunicipalityQuestion } from '../api/municipality';
import { SpokenSpace } from '#web/components/spoken-space';

/** A topic of the statements: the key that matching uses and its name in the page language. */
export interface Topic {
  category: Category;
  label: string;
  /** Set when the name is not in the page language. */
  lang?: Language;
}

/** The topics in the order the statements show them, named as the server names them. */
export function topicsOf(questions: readonly MunicipalityQuestion[], language: Language): Topic[] {
  const topics = new Map<string, Topic>();
  for (const question of questions) {
    if (topics.has(question.category)) continue;
    topics.set(question.category, {
      category: question.category as Category,
      label: question.category_label,
      lang: textLang(question, 'category_label', language),
    });
  }
  return [...topics.values()];
}

interface CategoryBarsProps {
  categories: CategoryMatches;
  order: readonly Topic[];
  headingId: string;
}

/** Match per topic: the figure is written out; the bar only repeats it for sighted readers. */
export function CategoryBars({ categories, order, headingId }: CategoryBarsProps) {
  const t = useT();
  return (
    <ul className="category-bars" aria-labelledby={headingId}>
      {order.map(({ category, label, lang }) => {
        const value = categories[category];
        const known = typeof value === 'number';
        return (
          <li key={category} className="category-bars__item">
            <span className="category-bars__label" lang={lang}>
              {label}
            </span>
            <SpokenSpace />
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
