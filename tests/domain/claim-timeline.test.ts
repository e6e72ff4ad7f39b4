import { describe, expect, it } from 'vitest';

import {
  decisionLacksReason,
  mayLandlordChangeLines,
  mayRespond,
  responseErrors,
  stageStamps,
} from '#domain/claims/response.ts';
import { claimTimeline, dueReminder, respondByFor, windowLapsed } from '#domain/claims/timeline.ts';
import { timelineRows } from '#domain/claims/timeline-words.ts';
import { addWorkingDays, isWorkingDay } from '#domain/claims/working-days.ts';

const line = (status = 'pending', approvedAmount?: number) => ({
  type: 'Unpaid Rent',
  claimAmount: 10000,
  status,
  ...(approvedAmount === undefined ? {} : { approvedAmount }),
});
// Monday 5 October 2026, 10:00 in India.
const raised = '2026-10-05T04:30:00.000Z';
const claim = { createdAt: raised, tenantNotifiedAt: raised, respondBy: '2026-10-12', claims: [line()] };

describe('working days (decision 055)', () => {
  it('skip Sundays and the gazetted holidays; Saturdays work', () => {
    expect(isWorkingDay('2026-10-04')).toBe(false); // Sunday
    expect(isWorkingDay('2026-10-02')).toBe(false); // Gandhi Jayanti
    expect(isWorkingDay('2026-10-03')).toBe(true); // Saturday
    // Friday 16 October 2026 + 5: Sat 17, Mon 19, (Tue 20 Dussehra), Wed 21, Thu 22, Fri 23.
    expect(addWorkingDays('2026-10-16', 5)).toBe('2026-10-23');
    // Over Christmas and a Sunday: Thu 24 December 2026 + 2 = Sat 26, Mon 28.
    expect(addWorkingDays('2026-12-24', 2)).toBe('2026-12-28');
    expect(addWorkingDays('2027-01-25', 1)).toBe('2027-01-27'); // Republic Day 2027
    expect(addWorkingDays('2026-10-05', 0)).toBe('2026-10-05');
  });
});

describe('the claim timeline', () => {
  it('opens a 7-day response window on the day of the notification in India', () => {
    expect(respondByFor(raised)).toBe('2026-10-12');
    expect(respondByFor('2026-10-05T20:00:00.000Z')).toBe('2026-10-13'); // 01:30 on the 6th in India
  });

  it('gives each stage its date and the next one its due date', () => {
    const t = claimTimeline(claim, '2026-10-07');
    expect(t.stages.map((s) => [s.stage, s.state])).toEqual([
      ['raised', 'done'],
      ['notified', 'done'],
      ['response', 'next'],
      ['evidence', 'upcoming'],
      ['decision', 'upcoming'],
      ['payout', 'upcoming'],
      ['recovery', 'upcoming'],
    ]);
    expect(t.current).toMatchObject({ stage: 'response', due: '2026-10-12' });
    // Decision 5 working days after the window (Tue 13, Wed 14, Thu 15, Fri 16, Sat 17); payout 2 after that (Mon 19, Wed 21).
    expect(t.stages[4].due).toBe('2026-10-17');
    expect(t.stages[5].due).toBe('2026-10-21');
    expect(t.overdue).toBe(false);
  });

  it('flags the stage under way once its due date has passed', () => {
    const answered = { ...claim, respondedAt: '2026-10-08T06:00:00.000Z' };
    expect(claimTimeline(answered, '2026-10-14').overdue).toBe(false);
    const late = claimTimeline(answered, '2026-10-15');
    // Decision due 5 working days after the answer on Thursday the 8th: 9, 10, 12, 13, 14 October.
    expect(late.current).toMatchObject({ stage: 'decision', state: 'overdue', due: '2026-10-14' });
    expect(claimTimeline(claim, '2026-10-13').current).toMatchObject({ stage: 'response', state: 'overdue' });
  });

  it('dates decision, payout and recovery, and skips payout and recovery when nothing is approved', () => {
    const decided = {
      ...claim,
      noResponseAt: '2026-10-13T00:00:00.000Z',
      decidedAt: '2026-10-15T06:00:00.000Z',
      claims: [line('approved', 8000)],
      payments: [{ utr_checkNumber: 'U1', authAmount: 8000, paymentDate: '2026-10-16' }],
      paidOutAt: '2026-10-16T06:00:00.000Z',
    };
    const t = claimTimeline(decided, '2026-10-20');
    expect(t.stages[2]).toMatchObject({ state: 'done', outcome: 'noResponse' });
    expect(t.stages[5]).toMatchObject({ state: 'done', due: '2026-10-17' });
    expect(t.current).toMatchObject({ stage: 'recovery', state: 'next' });
    const rejected = { ...claim, respondedAt: raised, decidedAt: raised, claims: [line('rejected', 0)] };
    expect(
      claimTimeline(rejected, '2026-10-20')
        .stages.slice(5)
        .map((s) => s.state),
    ).toEqual(['skipped', 'skipped']);
    expect(claimTimeline(rejected, '2026-10-20').current).toBeUndefined();
  });

  it('says each stage in the reader’s words, dates as DD/MM/YYYY, overdue only to staff', () => {
    const t = claimTimeline(claim, '2026-10-13');
    const tenant = timelineRows(t, 'tenant');
    const staff = timelineRows(t, 'staff');
    expect(tenant[2]).toMatchObject({ label: 'Your answer', detail: 'Due by 12/10/2026' });
    expect(staff[2]).toMatchObject({ label: 'Tenant response window', detail: 'Overdue: was due by 12/10/2026' });
    expect(timelineRows(t, 'landlord')[0]).toMatchObject({ label: 'You raised the claim', detail: '05/10/2026' });
  });
});

describe('the response window', () => {
  it('lets the tenant answer once, within the window', () => {
    expect(mayRespond('t1', { ...claim, tenantId: 't1' }, '2026-10-12').ok).toBe(true);
    expect(mayRespond('t2', { ...claim, tenantId: 't1' }, '2026-10-12')).toMatchObject({ kind: 'forbidden' });
    expect(mayRespond('t1', { ...claim, tenantId: 't1' }, '2026-10-13')).toMatchObject({
      code: 'claim_response_window_closed',
      message: expect.stringContaining('12/10/2026'),
    });
    expect(mayRespond('t1', { ...claim, tenantId: 't1', respondedAt: raised }, '2026-10-06')).toMatchObject({
      code: 'claim_already_answered',
    });
  });

  it('keeps the charges as the tenant was shown them once the window has closed', () => {
    expect(mayLandlordChangeLines(claim).ok).toBe(true);
    expect(mayLandlordChangeLines({ ...claim, respondedAt: raised })).toMatchObject({ code: 'claim_lines_answered' });
    expect(mayLandlordChangeLines({ ...claim, noResponseAt: raised }).ok).toBe(false);
  });

  it('asks for every line once and a reason for a dispute', () => {
    const two = { claims: [line(), line()] };
    expect(responseErrors(two, [{ line: 0, answer: 'accepted' }])).toEqual({
      responses: 'Accept or dispute every charge: 2 not answered',
    });
    expect(
      responseErrors(two, [
        { line: 0, answer: 'accepted' },
        { line: 1, answer: 'disputed' },
      ]),
    ).toEqual({
      'responses.1.note': 'Say why you dispute this charge',
    });
    expect(
      responseErrors(two, [
        { line: 0, answer: 'accepted' },
        { line: 0, answer: 'accepted' },
      ]),
    ).toHaveProperty('responses.1.line');
  });

  it('reminds on day 1 and day 5, once each, and lapses into "no response" after the last day', () => {
    expect(dueReminder(claim, '2026-10-05')).toBeUndefined();
    expect(dueReminder(claim, '2026-10-06')).toEqual({ day: 1, skipped: [] });
    expect(dueReminder({ ...claim, remindersSent: [1] }, '2026-10-09')).toBeUndefined();
    expect(dueReminder({ ...claim, remindersSent: [1] }, '2026-10-10')).toEqual({ day: 5, skipped: [] });
    expect(dueReminder(claim, '2026-10-11')).toEqual({ day: 5, skipped: [1] });
    expect(dueReminder({ ...claim, remindersSent: [1, 5] }, '2026-10-12')).toBeUndefined();
    expect(dueReminder({ ...claim, respondedAt: raised }, '2026-10-06')).toBeUndefined();
    expect(windowLapsed(claim, '2026-10-12')).toBe(false);
    expect(windowLapsed(claim, '2026-10-13')).toBe(true);
    expect(windowLapsed({ ...claim, respondedAt: raised }, '2026-10-13')).toBe(false);
  });
});

describe('stage stamps', () => {
  const now = '2026-10-20T06:00:00.000Z';
  it('dates the decision, the payout and the recovery the first time each is reached', () => {
    expect(stageStamps({ claims: [line()] }, now)).toEqual({});
    expect(stageStamps({ claims: [line('approved', 5000)] }, now)).toEqual({ decidedAt: now });
    const paid = { claims: [line('approved', 5000)], decidedAt: raised, payments: [{ authAmount: 5000 }] };
    expect(stageStamps(paid, now)).toEqual({ paidOutAt: now });
    expect(stageStamps({ ...paid, paidOutAt: raised, recoveries: [{ receiptAmount: 5000 }] }, now)).toEqual({
      recoveredAt: now,
    });
    expect(stageStamps({ claims: [line('rejected', 0)] }, now)).toEqual({ decidedAt: now });
  });
  it('asks a reason of the write that decides the claim', () => {
    expect(decisionLacksReason({ claims: [line('approved', 5000)] })).toBe(true);
    expect(decisionLacksReason({ claims: [line('approved', 5000)], finalComment: 'Photos show the damage' })).toBe(
      false,
    );
    expect(decisionLacksReason({ claims: [line('approved', 5000)], decidedAt: raised })).toBe(false);
  });
});

describe('the configuration files', () => {
  it('hold what their schemas describe', async () => {
    const { default: Ajv } = await import('ajv');
    const { default: addFormats } = await import('ajv-formats');
    const { readFileSync } = await import('node:fs');
    const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    ajv.addSchema(read('schemas/_defs/date.schema.json'));
    for (const [schema, data] of [
      ['schemas/_defs/claim-service-levels.schema.json', 'domain/claims/service-levels.json'],
      ['schemas/_defs/public-holidays.schema.json', 'domain/claims/india-public-holidays.json'],
    ]) {
      const validate = ajv.compile(read(schema));
      expect(validate(read(data)), JSON.stringify(validate.errors)).toBe(true);
    }
  });
});
