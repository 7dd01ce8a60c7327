import type { ReactNode } from 'react';

/**
 * The policy text as written: paragraphs, and each run of numbered lines ("1. …") as a numbered
 * list that keeps the text's own numbers (a returned submission names one of them).
 */
export function PolicyText({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let points: { number: number; text: string }[] = [];
  const flush = () => {
    if (points.length === 0) return;
    blocks.push(
      <ol key={`ol-${String(blocks.length)}`} className="policy-points">
        {points.map((p) => (
          <li key={p.number} value={p.number} id={`kohta-${String(p.number)}`}>
            {p.text}
          </li>
        ))}
      </ol>,
    );
    points = [];
  };
  for (const line of text.split('\n')) {
    const point = /^\s*(\d{1,2})[.)]\s+(.+)$/.exec(line);
    if (point) {
      points.push({ number: Number(point[1]), text: point[2]!.trim() });
      continue;
    }
    flush();
    if (line.trim() !== '') blocks.push(<p key={`p-${String(blocks.length)}`}>{line.trim()}</p>);
  }
  flush();
  return <>{blocks}</>;
}
