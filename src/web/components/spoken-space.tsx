/**
 * A space that screen readers hear and nobody sees, between two blocks drawn side by side or
 * stacked ("1. sija" above "Elina Koskinen", a topic and its figure). Chromium joins the text of
 * such blocks with nothing between them, so Orca read "1. sijaElina Koskinen"; a space written
 * in the markup between blocks is dropped by layout. This one is kept (`white-space: pre` in an
 * element taken out of the flow, base.css), so both the text Orca reads and the accessible name
 * get one plain space. docs/screen-reader.md
 */
export function SpokenSpace() {
  return <span className="spoken-space"> </span>;
}
