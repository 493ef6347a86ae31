/** @jest-environment node */
import { DUE_ISSUE_MARKER, DUE_ISSUE_TITLE, MAX_BODY, NOTHING_DUE_COMMENT, dueIssueBody, planDueIssue, readDueList, type Issue } from '@/tooling/due-issue';
import { DUE_KINDS, type DueList } from '@/tooling/due-list';

const SITE = 'https://www.fixture-consultancy.test/';

const list: DueList = {
  built: '2026-11-28',
  items: [
    { kind: 'unconfirmed', what: 'content/facts/uk.yaml → postStudy', why: 'Confirm it on its official page', entry: '/admin/#/collections/facts/entries/uk' },
    {
      kind: 'recheck',
      what: 'content/facts/de.yaml → blocked_account',
      why: 'Re-check it: last checked 2025-10-01',
      entry: '/admin/#/collections/facts/entries/de',
      note: 'Germany, the blocked account',
    },
    { kind: 'recheck', what: 'content/facts/ie.yaml → fee', why: 'Re-check it', entry: '/admin/#/collections/facts/entries/ie', from: '2026-12-20' },
    { kind: 'recheck', what: 'content/facts/nz.yaml → fee', why: 'Re-check it', entry: '/admin/#/collections/facts/entries/nz', from: '2027-01-01' },
    { kind: 'recheck', what: 'content/facts/ca.yaml → fee', why: 'Re-check it', entry: '/admin/#/collections/facts/entries/ca', from: '2027-03-01' },
  ],
};

describe('the text of the due issue', () => {
  const body = dueIssueBody(list, '2026-12-05', SITE);

  it('opens with the marker and a line saying how many are due, as of when, from which build', () => {
    const [marker, summary] = body.split('\n');
    expect(marker).toBe(DUE_ISSUE_MARKER);
    expect(summary).toBe(
      '2 items are due as of 2026-12-05, by the list of the live site built on 2026-11-28: https://www.fixture-consultancy.test/admin/due.html',
    );
  });

  it("lists what is due by kind, in the kinds' order, each linking its entry in the editor on the live site", () => {
    const recheck = body.indexOf(`### ${DUE_KINDS.recheck} (1)`);
    const unconfirmed = body.indexOf(`### ${DUE_KINDS.unconfirmed} (1)`);
    expect(recheck).toBeGreaterThan(0);
    expect(unconfirmed).toBeGreaterThan(recheck);
    expect(body).toContain(
      '- [content/facts/de.yaml → blocked\\_account](https://www.fixture-consultancy.test/admin/#/collections/facts/entries/de): Re-check it: last checked 2025-10-01 (Germany, the blocked account)',
    );
    expect(body).toContain(
      '- [content/facts/uk.yaml → postStudy](https://www.fixture-consultancy.test/admin/#/collections/facts/entries/uk): Confirm it on its official page',
    );
  });

  it('lists what falls due in the next 30 days with its day, and nothing later', () => {
    const soon = body.slice(body.indexOf('### Falling due in the next 30 days (2)'));
    expect(soon).toContain(
      '- 2026-12-20: [content/facts/ie.yaml → fee](https://www.fixture-consultancy.test/admin/#/collections/facts/entries/ie): Re-check it',
    );
    expect(soon).toContain('- 2027-01-01: [content/facts/nz.yaml → fee]');
    expect(body).not.toContain('ca.yaml');
  });

  it('counts an item due from today among those due now', () => {
    const later = dueIssueBody(list, '2026-12-20', SITE);
    expect(later).toContain('3 items are due as of 2026-12-20');
    expect(later).toContain(`### ${DUE_KINDS.recheck} (2)`);
    expect(later).toContain('### Falling due in the next 30 days (1)');
  });

  it('escapes what would break the Markdown, and percent-escapes what would end a link', () => {
    const odd: DueList = {
      built: '2026-11-28',
      items: [{ kind: 'translation', what: '/te/ [MBBS] *page* <b>`x`</b>\nnext', why: 'Sign it off | now', entry: '/admin/#/collections/te pages (x)' }],
    };
    expect(dueIssueBody(odd, '2026-12-05', SITE)).toContain(
      '- [/te/ \\[MBBS\\] \\*page\\* \\<b\\>\\`x\\`\\</b\\> next](https://www.fixture-consultancy.test/admin/#/collections/te%20pages%20%28x%29): Sign it off \\| now',
    );
  });

  it('names, without a link, an item the editor does not hold', () => {
    const code: DueList = {
      built: '2026-11-28',
      items: [{ kind: 'placeholder', what: 'content/fixture-module.ts → employers[0]', why: 'invented sample', entry: '' }],
    };
    const text = dueIssueBody(code, '2026-12-05', SITE);
    expect(text).toContain('- content/fixture-module.ts → employers\\[0\\]: invented sample');
    expect(text).not.toContain('](https://www.fixture-consultancy.test)');
  });

  it('stops short of GitHub’s limit on a very long list, pointing to the whole list', () => {
    const long: DueList = {
      built: '2026-11-28',
      items: Array.from({ length: 2000 }, (_, n) => ({
        kind: 'recheck' as const,
        what: `content/facts/c${n}.yaml → fee`,
        why: 'Re-check it on its official page',
        entry: `/admin/#/c${n}`,
      })),
    };
    const text = dueIssueBody(long, '2026-12-05', SITE);
    expect(text.length).toBeLessThanOrEqual(MAX_BODY);
    expect(text).toContain('c100.yaml');
    expect(text).not.toContain('c1999.yaml');
    expect(text).toContain('… and more: the whole list is at https://www.fixture-consultancy.test/admin/due.html.');
    expect(text.trimEnd().endsWith('closes it when nothing is due.')).toBe(true);
  });
});

describe('what to do with the issue', () => {
  const body = dueIssueBody(list, '2026-12-05', SITE);
  const ours = (number: number, state: string, text = body): Issue => ({ number, state, body: text, title: DUE_ISSUE_TITLE });
  const other = (number: number, state = 'open'): Issue => ({ number, state, body: 'The contact form is broken', title: 'Bug' });

  it('opens one when something is due and none of ours exists', () => {
    expect(planDueIssue([other(1), other(2, 'closed')], body)).toEqual({ action: 'create', title: DUE_ISSUE_TITLE, body });
    expect(planDueIssue([], body)).toEqual({ action: 'create', title: DUE_ISSUE_TITLE, body });
  });

  it('edits the open one when the list changed, and leaves it be when only the day or line endings did', () => {
    const before = dueIssueBody({ ...list, items: list.items.slice(1) }, '2026-12-04', SITE);
    expect(planDueIssue([other(3), ours(7, 'open', before)], body)).toEqual({ action: 'update', number: 7, body });
    const yesterday = dueIssueBody(list, '2026-12-04', SITE).replace(/\n/g, '\r\n');
    expect(planDueIssue([ours(7, 'open', yesterday)], body)).toEqual({ action: 'none', why: 'issue #7 already says this' });
  });

  it('prefers an open one to a closed one, and the newest of two open', () => {
    expect(planDueIssue([ours(9, 'closed', 'x ' + DUE_ISSUE_MARKER), ours(4, 'open', 'old ' + DUE_ISSUE_MARKER)], body)).toEqual({
      action: 'update',
      number: 4,
      body,
    });
    expect(planDueIssue([ours(4, 'open', 'a ' + DUE_ISSUE_MARKER), ours(6, 'open', 'b ' + DUE_ISSUE_MARKER)], body)).toMatchObject({ number: 6 });
  });

  it('reopens the most recent closed one rather than open another', () => {
    expect(planDueIssue([ours(2, 'closed'), ours(5, 'closed'), other(8)], body)).toEqual({ action: 'reopen', number: 5, body });
  });

  it('closes the open one with a comment when nothing is due, else does nothing', () => {
    expect(planDueIssue([ours(5, 'open'), other(8)], null)).toEqual({ action: 'close', number: 5, comment: NOTHING_DUE_COMMENT });
    expect(planDueIssue([ours(5, 'closed'), other(8)], null)).toEqual({ action: 'none', why: 'nothing is due, and no issue is open' });
  });

  it('finds ours by the marker alone, not by the title', () => {
    expect(planDueIssue([{ number: 3, state: 'open', body: 'Something else', title: DUE_ISSUE_TITLE }], body).action).toBe('create');
    expect(planDueIssue([{ number: 3, state: 'open', body: null, title: DUE_ISSUE_TITLE }], null).action).toBe('none');
  });
});

describe("reading the live site's due.json", () => {
  it('takes a due list', () => {
    expect(readDueList(JSON.parse(JSON.stringify(list)))).toEqual(list);
    expect(readDueList({ built: '2026-11-28', items: [] })).toEqual({ built: '2026-11-28', items: [] });
  });

  it('says why anything else is none', () => {
    expect(readDueList(null)).toBe('not a list');
    expect(readDueList('<!DOCTYPE html>')).toBe('not a list');
    expect(readDueList({ items: [] })).toBe('no build day (“built”)');
    expect(readDueList({ built: '2026-11-28' })).toBe('no items');
    const wrong = (item: object) => readDueList({ built: '2026-11-28', items: [list.items[0], item] });
    const said = 'item 2 is not an item of the due list (kind, what, why, entry, from)';
    expect(wrong({ ...list.items[1], kind: 'toString' })).toBe(said);
    expect(wrong({ ...list.items[1], entry: 3 })).toBe(said);
    expect(wrong({ ...list.items[1], from: 'soon' })).toBe(said);
  });
});
