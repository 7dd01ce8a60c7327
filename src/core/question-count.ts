/**
 * How many statements there are. A module of its own so that voter pages needing only the count
 * (party positions on the results page and the value map) do not load the statement texts.
 */
export const QUESTION_COUNT = 25;
