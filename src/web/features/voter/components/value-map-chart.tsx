import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '#web/i18n/hooks';
import type { MapPosition, Placed } from '#core/value-map';
import { nearestPoint, placeLabels, type Box, type PlacedLabel } from '../lib/label-layout';
import { useChartSize } from '../hooks/use-chart-size';
import type { Language } from '#web/i18n/language';

export interface MapPoint {
  key: string;
  /** Short label drawn beside a party's mark; candidates get none (the table lists them). */
  label: string;
  name: string;
  /** Set when the name is not in the page language (a party with no Swedish name). */
  lang?: Language;
}

interface ValueMapChartProps {
  voter: MapPosition;
  parties: readonly Placed<MapPoint>[];
  candidates: readonly Placed<MapPoint>[];
}

/** Map coordinates run from −EXTENT to +EXTENT on both axes. */
const EXTENT = 100;
/** The margin around the frame, as a share of the chart's width (room for labels at the edge). */
const MARGIN = 12 / 224;
/** Mark sizes in CSS pixels (the chart's units are kept equal to CSS pixels). */
const PARTY_HALF = 6;
const STAR_OUTER = 13;
const CANDIDATE_RADIUS = 4.5;
const LABEL_GAP = 5;
const VOTER_KEY = 'voter';

type XY = { economic: number; social: number };

function placed(position: MapPosition): position is XY {
  return position.economic !== null && position.social !== null;
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

interface LabelSpec {
  key: string;
  text: string;
  x: number;
  y: number;
  radius: number;
  voter: boolean;
}

function boxOf(element: SVGGraphicsElement | null): Box | undefined {
  if (!element || typeof element.getBBox !== 'function') return undefined;
  const { x, y, width, height } = element.getBBox();
  return width > 0 && height > 0 ? { x, y, width, height } : undefined;
}

/** Room kept around each label's text, so that neighbours never touch. */
const PAD = 2;

/** A label's text box relative to its anchor (x, y): where its ink starts and how big it is. */
function textExtent(element: SVGTextElement | null): Box | undefined {
  const box = boxOf(element);
  if (!element || !box) return undefined;
  const x = Number(element.getAttribute('x') ?? 0);
  const y = Number(element.getAttribute('y') ?? 0);
  return { x: box.x - x, y: box.y - y, width: box.width, height: box.height };
}

/**
 * The value map as an SVG: axes, candidates as hollow circles, parties as squares with a short
 * label, the voter as a star labelled "Sinä". The chart's units equal CSS pixels (its viewBox
 * follows its rendered width), so the labels are set in rem like body text and follow the
 * chosen text size; they are placed so that none covers another (lib/label-layout.ts). Every
 * colour is currentColor or a CSS variable, so forced colours replace them with system colours;
 * shapes, not colours, tell the marks apart.
 */
export function ValueMapChart({ voter, parties, candidates }: ValueMapChartProps) {
  const t = useT();
  const titleId = useId();
  const descId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const { size, textSize } = useChartSize(svgRef);
  const textRefs = useRef(new Map<string, SVGTextElement>());
  const economyRef = useRef<SVGTextElement>(null);
  const valuesRef = useRef<SVGTextElement>(null);
  const [layout, setLayout] = useState<Map<string, PlacedLabel & { extent: Box }>>();

  const margin = size * MARGIN;
  const half = size / 2 - margin;
  const xOf = (p: XY) => size / 2 + (p.economic / EXTENT) * half;
  const yOf = (p: XY) => size / 2 - (p.social / EXTENT) * half;

  const shownCandidates = candidates.filter((c) => placed(c.position));
  const shownParties = parties.filter((p) => placed(p.position));

  const specs = useMemo<LabelSpec[]>(() => {
    const list: LabelSpec[] = [];
    const at = (p: XY) => ({
      x: size / 2 + (p.economic / EXTENT) * (size / 2 - size * MARGIN),
      y: size / 2 - (p.social / EXTENT) * (size / 2 - size * MARGIN),
    });
    if (placed(voter)) {
      list.push({
        key: VOTER_KEY,
        text: t('map.you'),
        ...at(voter),
        radius: STAR_OUTER,
        voter: true,
      });
    }
    for (const { item, position } of parties) {
      if (!placed(position)) continue;
      list.push({
        key: item.key,
        text: item.label,
        ...at(position),
        radius: PARTY_HALF,
        voter: false,
      });
    }
    return list;
  }, [voter, parties, size, t]);

  // Measure the labels as drawn (their font follows the text size) and place them.
  useLayoutEffect(() => {
    const obstacles: Box[] = [];
    for (const axisName of [economyRef.current, valuesRef.current]) {
      const box = boxOf(axisName);
      if (box) obstacles.push(box);
    }
    for (const spec of specs) {
      obstacles.push({
        x: spec.x - spec.radius,
        y: spec.y - spec.radius,
        width: spec.radius * 2,
        height: spec.radius * 2,
      });
    }
    const requests = specs.map((spec) => {
      // Without layout (tests without a browser) a rough guess: 0.6 em a letter at 18 px.
      const extent = textExtent(textRefs.current.get(spec.key) ?? null) ?? {
        x: 0,
        y: -17,
        width: spec.text.length * 11,
        height: 22,
      };
      const width = extent.width + PAD * 2;
      const height = extent.height + PAD * 2;
      return { key: spec.key, x: spec.x, y: spec.y, radius: spec.radius, width, height, extent };
    });
    const area = { x: 0, y: 0, width: size, height: size };
    const result = placeLabels(requests, obstacles, area, LABEL_GAP);
    const extentOf = new Map(requests.map((r) => [r.key, r.extent]));
    setLayout(
      new Map(result.map((label) => [label.key, { ...label, extent: extentOf.get(label.key)! }])),
    );
  }, [specs, size, textSize]);

  const labelFor = (spec: LabelSpec) => {
    const where = layout?.get(spec.key);
    const className = `value-map__label${spec.voter ? ' value-map__label--voter' : ''}`;
    const ref = (element: SVGTextElement | null) => {
      if (element) textRefs.current.set(spec.key, element);
      else textRefs.current.delete(spec.key);
    };
    if (!where) {
      // Not placed (yet, or no free room): drawn hidden so it can be measured.
      return (
        <text ref={ref} className={className} x={0} y={0} visibility="hidden" aria-hidden="true">
          {spec.text}
        </text>
      );
    }
    const end = nearestPoint(where.box, spec.x, spec.y);
    const extent = where.extent;
    return (
      <>
        {where.moved && (
          <line className="value-map__leader" x1={spec.x} y1={spec.y} x2={end.x} y2={end.y} />
        )}
        <text
          ref={ref}
          className={className}
          x={where.box.x + PAD - extent.x}
          y={where.box.y + PAD - extent.y}
        >
          {spec.text}
        </text>
      </>
    );
  };

  const voterSpec = specs.find((s) => s.key === VOTER_KEY);
  return (
    <svg
      ref={svgRef}
      className="value-map__svg"
      viewBox={`0 0 ${String(size)} ${String(size)}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
    >
      <title id={titleId}>{t('map.heading')}</title>
      <desc id={descId}>{t('map.chartDesc')}</desc>
      <rect
        className="value-map__frame"
        x={margin}
        y={margin}
        width={size - margin * 2}
        height={size - margin * 2}
      />
      <line
        className="value-map__axis"
        x1={margin}
        y1={size / 2}
        x2={size - margin}
        y2={size / 2}
      />
      <line
        className="value-map__axis"
        x1={size / 2}
        y1={margin}
        x2={size / 2}
        y2={size - margin}
      />
      <text
        ref={economyRef}
        className="value-map__axis-name"
        x={size - margin - 4}
        y={size / 2 - 4}
        textAnchor="end"
      >
        {t('map.axisEconomy')}
      </text>
      <text
        ref={valuesRef}
        className="value-map__axis-name"
        x={size / 2 + 6}
        y={margin + 4}
        dominantBaseline="text-before-edge"
      >
        {t('map.axisValues')}
      </text>

      <g className="value-map__candidates">
        {shownCandidates.map(({ item, position }) => (
          <circle
            key={item.key}
            className="value-map__candidate"
            cx={xOf(position as XY)}
            cy={yOf(position as XY)}
            r={CANDIDATE_RADIUS}
          >
            <title>{item.name}</title>
          </circle>
        ))}
      </g>

      <g className="value-map__parties">
        {shownParties.map(({ item, position }) => {
          const x = xOf(position as XY);
          const y = yOf(position as XY);
          const spec = specs.find((s) => s.key === item.key);
          return (
            <g key={item.key} className="value-map__party">
              <title>{item.name}</title>
              <rect
                className="value-map__party-mark"
                x={x - PARTY_HALF}
                y={y - PARTY_HALF}
                width={PARTY_HALF * 2}
                height={PARTY_HALF * 2}
              />
              {spec && labelFor(spec)}
            </g>
          );
        })}
      </g>

      {voterSpec && (
        <g className="value-map__voter">
          <path
            className="value-map__voter-mark"
            d={starPath(voterSpec.x, voterSpec.y, STAR_OUTER)}
          />
          {labelFor(voterSpec)}
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
