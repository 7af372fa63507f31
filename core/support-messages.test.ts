import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX, SUBJECT_MAX, supportMessages, threadStatusLabels } from './support-messages';

describe('support texts and limits', () => {
  it('says the limits the input rules enforce', () => {
    expect(supportMessages.subjectTooLong).toBe(`The subject can be at most ${SUBJECT_MAX} characters`);
    expect(supportMessages.messageTooLong).toBe(`The message can be at most ${MESSAGE_MAX} characters`);
    expect(SUBJECT_MAX).toBeLessThan(MESSAGE_MAX);
  });
  it('labels every thread status', () => {
    expect(threadStatusLabels).toEqual({ open: 'Open', answered: 'Answered', closed: 'Closed' });
  });
});
