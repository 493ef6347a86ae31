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

  describe('with the repository head commit given', () => {
    const built = { ...live, commit: '4f2c9e1a7b3d5f60718293a4b5c6d7e8f9012345' };

    it('builds when the live site was built from another commit, however far its day', () => {
      expect(rebuildDue(built, '2026-12-01', { head: 'd00dfeed1234567890abcdef1234567890abcdef' })).toEqual({
        due: true,
        why: 'the live site was built from 4f2c9e1, the repository is at d00dfee: building it again',
      });
    });

    it('goes by the day alone when the commits are the same, in any case or length', () => {
      for (const head of [built.commit, built.commit.toUpperCase(), built.commit.slice(0, 7)]) {
        expect(rebuildDue(built, '2026-12-29', { head })).toEqual(rebuildDue(live, '2026-12-29'));
        expect(rebuildDue(built, '2026-12-29', { head }).due).toBe(false);
      }
      expect(rebuildDue(built, '2026-12-30', { head: built.commit }).due).toBe(true);
    });

    it('goes by the day alone when the live site names no commit, or no head is given', () => {
      expect(rebuildDue(live, '2026-12-29', { head: 'd00dfeed' })).toEqual(rebuildDue(live, '2026-12-29'));
      expect(rebuildDue(built, '2026-12-29', { head: '' }).due).toBe(false);
      expect(rebuildDue(built, '2026-12-29').due).toBe(false);
    });

    it('still says first that the site gives no true-until day', () => {
      expect(rebuildDue({ commit: built.commit }, '2026-12-01', { head: 'd00dfeed' }).why).toMatch(/^the live site gives no true-until day/);
    });

    it('builds earlier with more lead days', () => {
      expect(rebuildDue(live, '2026-12-25', { leadDays: 7 }).due).toBe(true);
      expect(rebuildDue(live, '2026-12-24', { leadDays: 7 }).due).toBe(false);
    });
  });
});
