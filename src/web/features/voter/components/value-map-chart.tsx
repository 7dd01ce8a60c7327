import { useId } from 'react';
import { useT } from '#web/i18n/hooks';
import type { MapPosition, Placed } from '#core/value-map';

export interface MapPoint {
  key: string;
  /** Short label drawn beside a party's mark; candidates get none (the table lists them). */
  label: string;
  name: string;
}

interface ValueMapChartProps {
  voter: MapPosition;
  parties: readonly Placed<MapPoint>[];
  candidates: readonly Placed<MapPoint>[];
}

const EXTENT = 100;

function placed(position: MapPosition): position is { economic: number; social: number } {
  return position.economic !== null && position.social !== null;
}

/** x grows with the economic axis, y upwards with the social one (SVG y grows downwards). */
const xOf = (p: { economic: number }) => p.economic;
const yOf = (p: { social: number }) => -p.social;

/** Text beside a mark, on its left when the mark is near the right edge. */
function labelAt(x: number, y: number, gap: number) {
  const left = x > 55;
  return { x: left ? x - gap : x + gap, y: y + 3.5, textAnchor: left ? 'end' : 'start' } as const;
}

/** A five-pointed star around (x, y): the voter's own mark, a shape no other mark has. */
function starPath(x: number, y: number, outer: number): string {
  const inner = outer * 0.45;
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(x + r * Math.cos(angle)).toFixed(2)},${(y + r * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${points.join('L')}Z`;
}

/**
 * The value map as an SVG: axes, candidates as hollow circles, parties as squares with a short
 * label, the voter as a star labelled "Sinä". Every colour is currentColor or a CSS variable,
 * so forced colours replace them with system colours; shapes, not colours, tell the marks apart.
 */
export function ValueMapChart({ voter, parties, candidates }: ValueMapChartProps) {
  const t = useT();
  const titleId = useId();
  const descId = useId();
  const shownCandidates = candidates.filter((c) => placed(c.position));
  const shownParties = parties.filter((p) => placed(p.position));
  return (
    <svg
      className="value-map__svg"
      viewBox="-112 -112 224 224"
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
    >
      <title id={titleId}>{t('map.heading')}</title>
      <desc id={descId}>{t('map.chartDesc')}</desc>
      <rect
        className="value-map__frame"
        x={-EXTENT}
        y={-EXTENT}
        width={EXTENT * 2}
        height={EXTENT * 2}
      />
      <line className="value-map__axis" x1={-EXTENT} y1={0} x2={EXTENT} y2={0} />
      <line className="value-map__axis" x1={0} y1={-EXTENT} x2={0} y2={EXTENT} />
      <text className="value-map__axis-name" x={EXTENT - 3} y={-4} textAnchor="end">
        {t('map.axisEconomy')}
      </text>
      <text className="value-map__axis-name" x={4} y={-EXTENT + 11}>
        {t('map.axisValues')}
      </text>

      <g className="value-map__candidates">
        {shownCandidates.map(({ item, position }) => (
          <circle
            key={item.key}
            className="value-map__candidate"
            cx={xOf(position as { economic: number })}
            cy={yOf(position as { social: number })}
            r={3}
          >
            <title>{item.name}</title>
          </circle>
        ))}
      </g>

      <g className="value-map__parties">
        {shownParties.map(({ item, position }) => {
          const x = xOf(position as { economic: number });
          const y = yOf(position as { social: number });
          const label = labelAt(x, y, 6);
          return (
            <g key={item.key} className="value-map__party">
              <title>{item.name}</title>
              <rect className="value-map__party-mark" x={x - 4} y={y - 4} width={8} height={8} />
              <text className="value-map__label" {...label}>
                {item.label}
              </text>
            </g>
          );
        })}
      </g>

      {placed(voter) && (
        <g className="value-map__voter">
          <path className="value-map__voter-mark" d={starPath(xOf(voter), yOf(voter), 9)} />
          <text
            className="value-map__label value-map__label--voter"
            {...labelAt(xOf(voter), yOf(voter), 11)}
          >
            {t('map.you')}
          </text>
        </g>
      )}
    </svg>
  );
}

/** The same marks in the legend, drawn small beside their words. */
export function LegendMark({ kind }: { kind: 'voter' | 'party' | 'candidate' }) {
  return (
    <svg className="value-map__legend-mark" viewBox="-10 -10 20 20" aria-hidden="true">
      {kind === 'voter' && <path className="value-map__voter-mark" d={starPath(0, 0, 9)} />}
      {kind === 'party' && (
        <rect className="value-map__party-mark" x={-5} y={-5} width={10} height={10} />
      )}
      {kind === 'candidate' && <circle className="value-map__candidate" r={5} />}
    </svg>
  );
}
