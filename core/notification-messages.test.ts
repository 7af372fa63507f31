import { describe, expect, it } from 'vitest';
import { allNotificationId, notificationMessages as m, parseNotificationTarget } from './notification-messages';

describe('notificationMessages', () => {
  it('has plain texts for refusals', () => {
    expect(m.notFound).toContain('not found');
    expect(m.invalidId).toContain('all_notification_id');
  });
});

describe('the mark-as-read target', () => {
  it('reads one id, as a number or digits', () => {
    expect(parseNotificationTarget(7)).toEqual({ one: 7 });
    expect(parseNotificationTarget(' 7 ')).toEqual({ one: 7 });
  });

  it('reads the all_notification_id value and plain "all"', () => {
    expect(parseNotificationTarget(allNotificationId(42))).toEqual({ upTo: 42 });
    expect(parseNotificationTarget('all')).toEqual({ upTo: null });
  });

  it('refuses anything else', () => {
    for (const v of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, '0', 'all:', 'all:x', 'ALL', '', null, undefined, {}, [3]]) {
      expect(parseNotificationTarget(v)).toBeNull();
    }
  });
});
