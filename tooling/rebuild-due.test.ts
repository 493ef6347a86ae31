import { rebuildDue } from '@/tooling/rebuild-due';

const live = { trueUntil: '2027-01-01', reason: '2027-Spring intake begins', built: '2026-11-28' };

describe('whether the live site must be built again', () => {
  it('waits while its true-until day is more than two days away', () => {
    expect(rebuildDue(live, '2026-12-29')).toEqual({
      due: false,
      why: 'the live site (built as of 2026-11-28) is true until 2027-01-01 (2027-Spring intake begins): 3 days away, nothing to do',
    });
  });

  it('builds two days before, and on or after the day should the last try have failed', () => {
    expect(rebuildDue(live, '2026-12-30')).toEqual({
      due: true,
      why: 'the live site (built as of 2026-11-28) is true until 2027-01-01 (2027-Spring intake begins): 2 days away, building it again',
    });
    expect(rebuildDue(live, '2027-01-03').why).toBe(
      'the live site (built as of 2026-11-28) is true until 2027-01-01 (2027-Spring intake begins): that day has come, building it again',
    );
  });

  it('builds when the live site gives no true-until day', () => {
    for (const nothing of [null, 'Not found', { trueUntil: '1 January' }])
      expect(rebuildDue(nothing, '2026-12-01')).toEqual({
        due: true,
        why: 'the live site gives no true-until day (/true-until.json missing or unreadable): building it again',
      });
  });
});
