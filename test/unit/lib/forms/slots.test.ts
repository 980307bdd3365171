import { describe, expect, it } from 'vitest';
import { openSlots, timeSlots } from '../../../../src/lib/forms/rules.ts';

describe('the MT pitch time slots still open', () => {
  const now = new Date(2026, 10, 27, 13, 10);

  it('leaves out the slots of today that have already begun', () => {
    const today = new Date(2026, 10, 27);
    expect(openSlots(today, now)).toEqual(['13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00']);
    expect(openSlots(today, new Date(2026, 10, 27, 17, 0))).toEqual([]);
  });

  it('offers every slot on a later day, and before a day is chosen', () => {
    expect(openSlots(new Date(2026, 10, 30), now)).toEqual(timeSlots);
    expect(openSlots(undefined, now)).toEqual(timeSlots);
  });
});
