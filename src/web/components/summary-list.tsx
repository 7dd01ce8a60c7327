import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface SummaryListAction {
  to: string;
  /** The visible text, e.g. "Muuta". */
  label: string;
  /** Read after the label by screen readers, e.g. "nimeä", so every link has its own name. */
  hiddenLabel: string;
  /** An id for the link, e.g. for an error summary to move focus to. */
  id?: string;
}

export interface SummaryListRow {
  key: string;
  title: ReactNode;
  value: ReactNode;
  action?: SummaryListAction;
}

/**
 * Answers shown for checking (GOV.UK summary list): a `<dl>` with one row per answer and an
 * optional "Muuta" link that goes back to the question.
 */
export function SummaryList({
  rows,
  stacked = false,
}: {
  rows: readonly SummaryListRow[];
  /** Each key on a line of its own (long keys, such as whole statements). */
  stacked?: boolean;
}) {
  return (
    <dl className={stacked ? 'summary-list summary-list--stacked' : 'summary-list'}>
      {rows.map((row) => (
        <div key={row.key} className="summary-list__row">
          <dt className="summary-list__key">{row.title}</dt>
          <dd className="summary-list__value">{row.value}</dd>
          {row.action && (
            <dd className="summary-list__actions">
              <Link id={row.action.id} className="summary-list__link" to={row.action.to}>
                {row.action.label}
                <span className="visually-hidden"> {row.action.hiddenLabel}</span>
              </Link>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
