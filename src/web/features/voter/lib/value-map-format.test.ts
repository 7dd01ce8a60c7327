import { describe, expect, it } from 'vitest';
import { formatCoordinate, formatDistance } from './value-map-format';

describe('value map figures', () => {
  it('shows coordinates rounded with a sign and a real minus', () => {
    expect(formatCoordinate(40.4)).toBe('+40');
    expect(formatCoordinate(-19.6)).toBe('\u221220');
    expect(formatCoordinate(-0.2)).toBe('0');
    expect(formatCoordinate(null)).toBe('–');
    expect(formatDistance(111.8)).toBe('112');
    expect(formatDistance(null)).toBe('–');
  });
});
